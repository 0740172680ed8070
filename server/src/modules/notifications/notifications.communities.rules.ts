import { type CommunityEvent, communityStaffIdsSubquery } from '../communities/index.ts'
import { notify, pushCounts } from './notifications.delivery.ts'
import { recipientBatch, withdrawByKey } from './notifications.repository.ts'
import { type Handler, type NotificationRule, on } from './notifications.rule.ts'

type MembershipEvent = Extract<CommunityEvent, { community_id: number; user_id: number }>

const onJoinRequested: Handler<MembershipEvent> = async (ctx, e) => {
  const staff = await recipientBatch(ctx.db, communityStaffIdsSubquery(e.community_id), 0, 1000)
  await notify(
    ctx,
    {
      type: 'community_join',
      actorId: e.user_id,
      communityId: e.community_id,
      dedupKey: `community_join:c${e.community_id}:a${e.user_id}`,
    },
    staff,
  )
}

/**
 * A request answered or withdrawn: the staff's unread notifications of it go; an invitation accepted
 * or declined: the invitee's.
 */
const onJoinSettled: Handler<MembershipEvent> = async (ctx, e) => {
  await pushCounts(ctx, [
    ...(await withdrawByKey(ctx.db, `community_join:c${e.community_id}:a${e.user_id}`)),
    ...(await withdrawByKey(ctx.db, inviteKey(e.community_id), e.user_id)),
  ])
}

const inviteKey = (communityId: number) => `community_invite:c${communityId}`

/** Its staff invited someone: they hear of it, and accept from the notification's community page. */
const onInvited: Handler<MembershipEvent> = async (ctx, e) => {
  await notify(
    ctx,
    {
      type: 'community_invite',
      actorId: e.actor_id,
      communityId: e.community_id,
      dedupKey: inviteKey(e.community_id),
    },
    [e.user_id],
  )
}

/** The communities module's events: join requests reach the staff, invitations the invitee. */
export const communityRules: readonly NotificationRule[] = [
  on('community.join_requested', onJoinRequested),
  on('community.joined', onJoinSettled),
  on('community.request_rejected', onJoinSettled),
  on('community.request_cancelled', onJoinSettled),
  on('community.invited', onInvited),
]
