import {
  type AppealDecisionRequest,
  type AppealRequest,
  MODERATION_LIMITS,
  type ModerationActionEntry,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { liftSuspension } from '../users/index.ts'
import { publishModerationEvent } from './moderation.events.ts'
import { canAppeal } from './moderation.policy.ts'
import { presentAction } from './moderation.presenter.ts'
import {
  actionIdIs,
  againstUser,
  findAction,
  listActions,
  pendingAppeals,
  siteLog,
  updateAppeal,
} from './moderation.repository.ts'

/**
 * What happened to the viewer (Settings > Account standing) and the one appeal each decision allows;
 * the site's log and the appeals waiting, for site admins.
 */

/** GET /moderation/actions/mine: decisions against the viewer, newest first, without who decided. */
export async function listMyActions(ctx: ServiceContext, viewer: Viewer): Promise<ModerationActionEntry[]> {
  const rows = await listActions(ctx.db, againstUser(viewer.id), {
    skip: 0,
    limit: MODERATION_LIMITS.logPage,
  })
  return rows.map((row) => presentAction(row, viewer.id, true))
}

/** POST /moderation/actions/{id}/appeal: once, by the person acted against; anyone else 404. */
export async function appeal(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  input: AppealRequest,
): Promise<ModerationActionEntry> {
  return recordAppeal(ctx, viewer.id, id, input.text)
}

/** The one appeal of decision `id` by the person it was about (`userId`), as they then see it. */
export async function recordAppeal(
  ctx: ServiceContext,
  userId: number,
  id: number,
  text: string,
): Promise<ModerationActionEntry> {
  const now = ctx.clock()
  await ctx.db.transaction(async (tx) => {
    const action = await findAction(tx, id, true)
    if (!action || action.targetUserId !== userId) throw notFound('moderation_action_not_found')
    if (action.appealState !== null) throw conflict('appeal_exists')
    if (!canAppeal(action, userId)) throw forbidden('appeal_not_allowed')
    await updateAppeal(tx, id, { appealText: text, appealState: 'pending', appealedAt: now })
  })
  const [row] = await listActions(ctx.db, actionIdIs(id), { skip: 0, limit: 1 })
  return presentAction(row!, userId, true)
}

/** POST /moderation/actions/{id}/appeal/decision (site admins): an overturned suspension ends at once. */
export async function decideAppeal(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  input: AppealDecisionRequest,
): Promise<ModerationActionEntry> {
  if (viewer.role !== 'admin') throw forbidden('admin_only')
  const now = ctx.clock()
  const action = await ctx.db.transaction(async (tx) => {
    const row = await findAction(tx, id, true)
    if (!row || row.appealState === null) throw notFound('moderation_action_not_found')
    if (row.appealState !== 'pending') throw conflict('appeal_not_pending')
    const overturned = input.decision === 'overturned'
    await updateAppeal(tx, id, {
      appealState: input.decision,
      appealReason: input.reason,
      appealDecidedBy: viewer.id,
      appealDecidedAt: now,
    })
    if (overturned && row.suspendedUntil && row.suspendedUntil > now && row.targetUserId !== null) {
      await liftSuspension(tx, row.targetUserId)
    }
    return row
  })
  if (action.targetUserId !== null) {
    await publishModerationEvent(ctx, {
      type: 'moderation.appeal_decided',
      action_id: id,
      target_user_id: action.targetUserId,
      overturned: input.decision === 'overturned',
      reason: input.reason,
    })
  }
  const [row] = await listActions(ctx.db, actionIdIs(id), { skip: 0, limit: 1 })
  return presentAction(row!, viewer.id)
}

/** GET /moderation/log (site admins): the site's decisions, or only the appeals waiting. */
export async function listLog(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { appeals?: 'pending'; page: number },
): Promise<ModerationActionEntry[]> {
  if (viewer.role !== 'admin') throw forbidden('admin_only')
  const limit = MODERATION_LIMITS.logPage
  const rows = await listActions(ctx.db, q.appeals ? pendingAppeals : siteLog, {
    skip: (q.page - 1) * limit,
    limit,
  })
  return rows.map((row) => presentAction(row, viewer.id))
}
