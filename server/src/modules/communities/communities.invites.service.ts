import type { InviteResponse } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { canSeeProfile, findRelation, findUser } from '../users/index.ts'
import { publishCommunityEvent } from './communities.events.ts'
import { writeLog } from './communities.log.repository.ts'
import {
  acceptMembership,
  findMembership,
  insertMembership,
  isBanned,
} from './communities.members.repository.ts'
import { assertCanModerate } from './communities.service.ts'

/**
 * POST /communities/{id}/invite {user_id}: its staff invite a verified person (a community_invite
 * notification; the person accepts by joining or declines by cancelling). Someone who had asked is
 * accepted at once. A member answers 409, a banned person 403, an account the inviter may not see 404.
 * Inviting again changes nothing.
 */
export async function invite(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  userId: number,
): Promise<InviteResponse> {
  await assertCanModerate(ctx, viewer, id)
  const user = await findUser(ctx.db, userId)
  if (!user || user.deletedAt || !user.isVerified || userId === viewer.id) throw notFound('user_not_found')
  if (!canSeeProfile(await findRelation(ctx.db, viewer.id, userId))) throw notFound('user_not_found')
  const now = ctx.clock()
  const outcome = await ctx.db.transaction(async (tx) => {
    if (await isBanned(tx, id, userId)) throw forbidden('banned_from_community')
    const current = await findMembership(tx, id, userId, true)
    if (current?.status === 'member') throw conflict('already_member')
    if (current?.status === 'invited') return { status: 'invited' as const, event: null }
    if (current?.status === 'pending') {
      await acceptMembership(tx, id, userId, now)
      await writeLog(tx, {
        communityId: id,
        action: 'request_accepted',
        actorId: viewer.id,
        targetUserId: userId,
        at: now,
      })
      return { status: 'member' as const, event: 'community.joined' as const }
    }
    const inserted = await insertMembership(tx, { communityId: id, userId, status: 'invited', at: now })
    return { status: 'invited' as const, event: inserted ? ('community.invited' as const) : null }
  })
  if (outcome.event) {
    await publishCommunityEvent(ctx, {
      type: outcome.event,
      community_id: id,
      user_id: userId,
      actor_id: viewer.id,
    })
  }
  return { status: outcome.status }
}
