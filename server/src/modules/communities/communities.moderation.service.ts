import type { CommunityBan, ModerationLogEntry } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { removeCommunityPost } from '../posts/index.ts'
import { publishCommunityEvent } from './communities.events.ts'
import { checkReason } from './communities.input.ts'
import { listLog, writeLog } from './communities.log.repository.ts'
import { deleteBan, deleteMembership, insertBan, listBans } from './communities.members.repository.ts'
import { reachTarget } from './communities.membership.service.ts'
import { presentLogEntry, previewOf } from './communities.presenter.ts'
import { assertCanModerate } from './communities.service.ts'

/**
 * Keeping order (issue 11, beyond the spec): the community's staff remove posts, remove and ban
 * members, each with a reason, and every action lands in the moderation log, which only they read.
 */

/** DELETE /communities/{id}/posts/{postId}: the post must be in this community. */
export async function removePostFromCommunity(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  postId: number,
  rawReason: string,
): Promise<void> {
  await assertCanModerate(ctx, viewer, id)
  const reason = checkReason(rawReason)
  const { authorId } = await removeCommunityPost(ctx, viewer.id, id, postId)
  await writeLog(ctx.db, {
    communityId: id,
    action: 'post_removed',
    actorId: viewer.id,
    targetUserId: authorId,
    postId,
    reason,
    at: ctx.clock(),
  })
}

/** DELETE /communities/{id}/members/{userId}: a member (not its ComAdmin) leaves by the staff's hand. */
export async function removeMember(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  userId: number,
  rawReason: string,
): Promise<void> {
  await assertCanModerate(ctx, viewer, id)
  const reason = checkReason(rawReason)
  await ctx.db.transaction(async (tx) => {
    const standing = await reachTarget(tx, viewer, id, userId)
    if (standing.status !== 'member') throw notFound('not_community_member')
    await deleteMembership(tx, id, userId)
    await writeLog(tx, {
      communityId: id,
      action: 'member_removed',
      actorId: viewer.id,
      targetUserId: userId,
      reason,
      at: ctx.clock(),
    })
  })
  await publishCommunityEvent(ctx, {
    type: 'community.member_removed',
    community_id: id,
    user_id: userId,
    actor_id: viewer.id,
  })
}

/** POST /communities/{id}/bans: out of it (member or pending), and no new request until unbanned. */
export async function ban(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  userId: number,
  rawReason: string,
): Promise<void> {
  await assertCanModerate(ctx, viewer, id)
  const reason = checkReason(rawReason)
  const now = ctx.clock()
  await ctx.db.transaction(async (tx) => {
    await reachTarget(tx, viewer, id, userId)
    await deleteMembership(tx, id, userId)
    await insertBan(tx, { communityId: id, userId, reason, bannedBy: viewer.id, at: now })
    await writeLog(tx, {
      communityId: id,
      action: 'member_banned',
      actorId: viewer.id,
      targetUserId: userId,
      reason,
      at: now,
    })
  })
  await publishCommunityEvent(ctx, {
    type: 'community.member_banned',
    community_id: id,
    user_id: userId,
    actor_id: viewer.id,
  })
}

/** DELETE /communities/{id}/bans/{userId}. */
export async function unban(ctx: ServiceContext, viewer: Viewer, id: number, userId: number): Promise<void> {
  await assertCanModerate(ctx, viewer, id)
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteBan(tx, id, userId))) throw notFound('not_community_member')
    await writeLog(tx, {
      communityId: id,
      action: 'member_unbanned',
      actorId: viewer.id,
      targetUserId: userId,
      at: ctx.clock(),
    })
  })
}

export async function bans(ctx: ServiceContext, viewer: Viewer, id: number): Promise<CommunityBan[]> {
  await assertCanModerate(ctx, viewer, id)
  const rows = await listBans(ctx.db, id)
  return rows.flatMap((r) => {
    const user = previewOf(r.user)
    return user
      ? [
          {
            user,
            reason: r.reason,
            created_at: new Date(r.createdAt).toISOString(),
            banned_by: previewOf(r.bannedBy),
          },
        ]
      : []
  })
}

export async function moderationLog(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  page: { skip: number; limit: number },
): Promise<ModerationLogEntry[]> {
  await assertCanModerate(ctx, viewer, id)
  return (await listLog(ctx.db, id, page)).map(presentLogEntry)
}
