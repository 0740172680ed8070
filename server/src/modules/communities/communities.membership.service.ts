import type {
  CommunityMember,
  CommunityRole,
  JoinRequest,
  JoinResponse,
  MembershipStatus,
} from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { publishCommunityEvent } from './communities.events.ts'
import { writeLog } from './communities.log.repository.ts'
import {
  acceptMembership,
  deleteMembership,
  findAdminId,
  findMembership,
  findRequest,
  insertMembership,
  isBanned,
  listMembers,
  listRequests,
  setMemberRole,
  standingOf,
} from './communities.members.repository.ts'
import { canActOn, canLeave, canManageRoles, joinsAtOnce, membershipStatus } from './communities.policy.ts'
import { actorOf, presentMember, presentRequest } from './communities.presenter.ts'
import { assertCanModerate, requireCommunityRow } from './communities.service.ts'

/**
 * Joining, leaving and answering requests (spec 000 section 6 "Community join status", spec 001
 * section 6 "Community membership"), and the roles inside a community. Each change runs in a
 * transaction on the membership row, so that two requests at once cannot break the rules.
 */

export async function invitationStatus(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<MembershipStatus> {
  await requireCommunityRow(ctx, id)
  return membershipStatus(await standingOf(ctx.db, id, viewer.id))
}

/**
 * POST /communities/{id}/join: site admins are members at once; others wait; someone its staff invited
 * accepts and is a member at once. Repeating changes nothing.
 */
export async function join(ctx: ServiceContext, viewer: Viewer, id: number): Promise<JoinResponse> {
  await requireCommunityRow(ctx, id)
  const now = ctx.clock()
  const outcome = await ctx.db.transaction(
    async (tx): Promise<{ status: JoinResponse['status']; changed: boolean }> => {
      if (await isBanned(tx, id, viewer.id)) throw forbidden('banned_from_community')
      const current = await findMembership(tx, id, viewer.id, true)
      if (current?.status === 'invited') {
        await acceptMembership(tx, id, viewer.id, now)
        return { status: 'member', changed: true }
      }
      if (current) return { status: current.status, changed: false }
      const status: 'member' | 'pending' = joinsAtOnce(actorOf(viewer)) ? 'member' : 'pending'
      // Two joins at once: the second finds the first's row (the primary key) and changes nothing.
      const inserted = await insertMembership(tx, { communityId: id, userId: viewer.id, status, at: now })
      return { status, changed: inserted !== null }
    },
  )
  if (outcome.changed) {
    const type = outcome.status === 'member' ? 'community.joined' : 'community.join_requested'
    await publishCommunityEvent(ctx, { type, community_id: id, user_id: viewer.id, actor_id: viewer.id })
  }
  return { status: outcome.status }
}

/** DELETE /communities/{id}/invitations/cancel: a pending request is withdrawn, an invitation declined. */
export async function cancelRequest(ctx: ServiceContext, viewer: Viewer, id: number): Promise<void> {
  await requireCommunityRow(ctx, id)
  await ctx.db.transaction(async (tx) => {
    const current = await findMembership(tx, id, viewer.id, true)
    if (current?.status !== 'pending' && current?.status !== 'invited') throw notFound('no_pending_request')
    await deleteMembership(tx, id, viewer.id)
  })
  await publishCommunityEvent(ctx, {
    type: 'community.request_cancelled',
    community_id: id,
    user_id: viewer.id,
    actor_id: viewer.id,
  })
}

/** DELETE /communities/{id}/leave: members, except its ComAdmin (who hands the role over first). */
export async function leave(ctx: ServiceContext, viewer: Viewer, id: number): Promise<void> {
  await requireCommunityRow(ctx, id)
  await ctx.db.transaction(async (tx) => {
    const current = await findMembership(tx, id, viewer.id, true)
    if (current?.status !== 'member') throw forbidden('not_a_member')
    if (!canLeave({ status: 'member', role: current.role, banned: false }))
      throw conflict('admin_cannot_leave')
    await deleteMembership(tx, id, viewer.id)
  })
  await publishCommunityEvent(ctx, {
    type: 'community.left',
    community_id: id,
    user_id: viewer.id,
    actor_id: viewer.id,
  })
}

export async function members(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  page: { skip: number; limit: number },
): Promise<CommunityMember[]> {
  await requireCommunityRow(ctx, id)
  return (await listMembers(ctx.db, id, viewer.id, page)).map(presentMember)
}

/** GET /communities/{id}/invitations: its pending requests, for its staff. */
export async function pendingRequests(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
): Promise<JoinRequest[]> {
  await assertCanModerate(ctx, viewer, id)
  return (await listRequests(ctx.db, id)).map(presentRequest)
}

/** GET /communities/debug/all-requests: every pending request, site admins only. */
export async function allPendingRequests(ctx: ServiceContext, viewer: Viewer): Promise<JoinRequest[]> {
  if (viewer.role !== 'admin' || !viewer.isVerified) throw forbidden('admin_only')
  return (await listRequests(ctx.db, null)).map(presentRequest)
}

/** POST /communities/{id}/invitations/{requestId}/respond: accept or reject, logged. */
export async function respond(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  requestId: number,
  action: 'accept' | 'reject',
): Promise<void> {
  await assertCanModerate(ctx, viewer, id)
  const now = ctx.clock()
  const userId = await ctx.db.transaction(async (tx) => {
    const request = await findRequest(tx, id, requestId)
    if (!request) throw notFound('join_request_not_found')
    if (action === 'accept') await acceptMembership(tx, id, request.userId, now)
    else await deleteMembership(tx, id, request.userId)
    await writeLog(tx, {
      communityId: id,
      action: action === 'accept' ? 'request_accepted' : 'request_rejected',
      actorId: viewer.id,
      targetUserId: request.userId,
      at: now,
    })
    return request.userId
  })
  const type = action === 'accept' ? 'community.joined' : 'community.request_rejected'
  await publishCommunityEvent(ctx, { type, community_id: id, user_id: userId, actor_id: viewer.id })
}

/**
 * PUT /communities/{id}/members/{userId}/role: the ComAdmin (or a site admin) names or removes a
 * ComMod, or hands over the ComAdmin role (the old ComAdmin becomes a ComMod): one ComAdmin always.
 */
export async function changeRole(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  userId: number,
  role: CommunityRole,
): Promise<CommunityMember[]> {
  await requireCommunityRow(ctx, id)
  await ctx.db.transaction(async (tx) => {
    const actorStanding = await standingOf(tx, id, viewer.id)
    if (!canManageRoles(actorOf(viewer), actorStanding)) throw forbidden('cannot_manage_roles')
    const target = await findMembership(tx, id, userId, true)
    if (target?.status !== 'member') throw notFound('not_community_member')
    if (target.role === role) return
    if (target.role === 'ComAdmin') throw forbidden('cannot_target_staff')
    if (role === 'ComAdmin') {
      const admin = await findAdminId(tx, id)
      if (admin !== null) await setMemberRole(tx, id, admin, 'ComMod')
    }
    await setMemberRole(tx, id, userId, role)
    await writeLog(tx, {
      communityId: id,
      action: 'role_changed',
      actorId: viewer.id,
      targetUserId: userId,
      detail: role,
      at: ctx.clock(),
    })
  })
  await publishCommunityEvent(ctx, {
    type: 'community.role_changed',
    community_id: id,
    user_id: userId,
    actor_id: viewer.id,
  })
  return members(ctx, viewer, id, { skip: 0, limit: 100 })
}

/** The target of a removal or ban, checked against the rules (404 for someone not in it, for removal). */
export async function reachTarget(tx: Executor, viewer: Viewer, id: number, userId: number) {
  const actorStanding = await standingOf(tx, id, viewer.id)
  const standing = await standingOf(tx, id, userId)
  if (!canActOn(actorOf(viewer), actorStanding, { id: userId, standing })) {
    throw forbidden(
      standing.role === 'ComAdmin' || userId === viewer.id ? 'cannot_target_staff' : 'cannot_manage_roles',
    )
  }
  return standing
}
