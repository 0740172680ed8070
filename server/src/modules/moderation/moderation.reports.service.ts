import type { ModerationCase, ReportRequest } from '@agora/contract'
import { MODERATION_LIMITS } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { badRequest, conflict, forbidden } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { canModerateCommunity, isCommunityStaff } from '../communities/index.ts'
import { findUser } from '../users/index.ts'
import { type ModeratorScope, type OwnerStanding, reportQueueOf } from './moderation.policy.ts'
import { presentCases } from './moderation.presenter.ts'
import { insertReport, listOpenReports } from './moderation.repository.ts'
import { resolveTarget } from './moderation.targets.ts'

/**
 * Reporting (issue 16): anyone signed in reports what they can see, once while it is open. The report
 * keeps a snapshot of the target as it was; the target's owner never learns who reported it.
 */
export async function fileReport(
  ctx: ServiceContext,
  viewer: Viewer,
  input: ReportRequest,
): Promise<{ id: number }> {
  const target = await resolveTarget(ctx, viewer, input.target_type, input.target_id)
  if (target.ownerId === viewer.id) throw badRequest('cannot_report_self')
  const owner = await ownerStanding(ctx.db, target.ownerId, target.communityId)
  const id = await insertReport(ctx.db, {
    reporterId: viewer.id,
    targetType: input.target_type,
    targetId: input.target_id,
    ownerId: target.ownerId,
    communityId: reportQueueOf(target.communityId, owner),
    category: input.category,
    comment: input.comment,
    snapshot: target.snapshot,
    at: ctx.clock(),
  })
  if (id === null) throw conflict('already_reported')
  return { id }
}

/** What the conflict-of-interest rule knows of a reported thing's owner, in the community it lives in. */
export async function ownerStanding(
  db: Executor,
  ownerId: number | null,
  communityId: number | null,
): Promise<OwnerStanding | null> {
  if (ownerId === null) return null
  const row = await findUser(db, ownerId)
  return {
    id: ownerId,
    siteAdmin: row?.role === 'admin',
    communityStaff: communityId !== null && (await isCommunityStaff(db, communityId, ownerId)),
  }
}

/**
 * Who is asking for which queue: a site admin the whole site's (or one community's), a community's
 * staff their community's; anyone else 403.
 */
export async function moderatorScope(
  ctx: ServiceContext,
  viewer: Viewer,
  communityId: number | null | undefined,
): Promise<ModeratorScope> {
  if (viewer.role === 'admin') return 'site'
  if (communityId != null && (await canModerateCommunity(ctx.db, viewer, communityId))) return 'community'
  throw forbidden('moderators_only')
}

/** GET /moderation/cases: open reports grouped by target, oldest case first. */
export async function listCases(
  ctx: ServiceContext,
  viewer: Viewer,
  communityId: number | undefined,
): Promise<ModerationCase[]> {
  const scope = await moderatorScope(ctx, viewer, communityId)
  const rows = await listOpenReports(ctx.db, { communityId }, MODERATION_LIMITS.queuePage)
  const owners = [...new Set(rows.flatMap((r) => (r.ownerId === null ? [] : [r.ownerId])))]
  const suspended = new Map<number, Date | null>()
  for (const id of owners) suspended.set(id, (await findUser(ctx.db, id))?.suspendedUntil ?? null)
  const now = ctx.clock()
  for (const [id, until] of suspended) if (until && until <= now) suspended.set(id, null)
  return presentCases(rows, scope, suspended, viewer.id)
}
