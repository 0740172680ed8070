import type { UserEvent } from '../users/index.ts'
import { notify, pushCounts } from './notifications.delivery.ts'
import {
  deleteBetween,
  deleteByActor,
  followKey,
  markFollowApproved,
  withdrawByKey,
} from './notifications.repository.ts'
import { type Handler, type NotificationRule, on } from './notifications.rule.ts'

const onFollowed: Handler<Extract<UserEvent, { type: 'user.followed' }>> = async (ctx, e) => {
  const request = e.status === 'pending'
  await notify(
    ctx,
    {
      type: 'follow',
      actorId: e.follower_id,
      followRequest: request,
      dedupKey: followKey(e.follower_id),
      // Requests wait to be answered one by one; follows group.
      groupPrefix: request ? null : 'follow',
    },
    [e.followee_id],
  )
}

/** The users module's events: follows notify; an unfollow, a block or a deleted account withdraws. */
export const userRules: readonly NotificationRule[] = [
  on('user.followed', onFollowed),
  on<{ follower_id: number; followee_id: number }>('user.unfollowed', async (ctx, e) =>
    pushCounts(ctx, await withdrawByKey(ctx.db, followKey(e.follower_id), e.followee_id)),
  ),
  on<{ follower_id: number; followee_id: number }>('user.follow_approved', (ctx, e) =>
    markFollowApproved(ctx.db, e.followee_id, e.follower_id),
  ),
  on<{ blocker_id: number; blocked_id: number }>('user.blocked', async (ctx, e) => {
    await deleteBetween(ctx.db, e.blocker_id, e.blocked_id)
    await pushCounts(ctx, [e.blocker_id, e.blocked_id])
  }),
  on<{ user_id: number }>('user.deleted', async (ctx, e) =>
    pushCounts(ctx, await deleteByActor(ctx.db, e.user_id)),
  ),
]
