import {
  type CaseDecisionRequest,
  type ModerationActionEntry,
  type ReportTargetType,
  SUSPENSION_DAYS,
} from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, HttpError, notFound } from '../../platform/errors.ts'
import { publishEvents, type ServiceContext } from '../../platform/service-context.ts'
import { endAllSessions } from '../auth/index.ts'
import { logReportDecision } from '../communities/index.ts'
import { FOREVER, suspendAccount } from '../users/index.ts'
import { publishModerationEvent } from './moderation.events.ts'
import { refuseDecider, refuseDecision } from './moderation.policy.ts'
import { presentAction } from './moderation.presenter.ts'
import { moderatorScope, ownerStanding } from './moderation.reports.service.ts'
import { closeReports, findOpenReports, insertAction } from './moderation.repository.ts'
import { removeTarget } from './moderation.targets.ts'

const DAY = 24 * 3600 * 1000

/**
 * POST /moderation/cases/{type}/{id}: one decision closes every open report of the target and is one
 * entry of the log (the site's for admins, the community's for its staff). A suspension ends the
 * account's sessions and sockets at once and hides its posts until it ends; removing takes the content
 * down through the module that owns it, after the decision is recorded.
 */
export async function decideCase(
  ctx: ServiceContext,
  viewer: Viewer,
  targetType: ReportTargetType,
  targetId: number,
  input: CaseDecisionRequest,
): Promise<ModerationActionEntry> {
  const now = ctx.clock()
  const days = input.suspend_for === undefined ? undefined : SUSPENSION_DAYS[input.suspend_for]
  const until = days === undefined ? null : days === null ? FOREVER : new Date(now.getTime() + days * DAY)
  const peek = (await findOpenReports(ctx.db, targetType, targetId))[0]
  // A moderator of nothing here learns nothing either: 403 before 404.
  const scope = await moderatorScope(ctx, viewer, viewer.role === 'admin' ? null : peek?.communityId)
  const decided = await ctx.db.transaction(async (tx) => {
    const open = await findOpenReports(tx, targetType, targetId, true)
    const first = open[0]
    if (!first || (scope === 'community' && first.communityId !== peek?.communityId)) {
      throw notFound('case_not_found')
    }
    // Issue 30: not one's own content; for a community's staff, not a fellow staff member's nor an admin's.
    const conflict = refuseDecider(
      scope,
      viewer.id,
      await ownerStanding(tx, first.ownerId, scope === 'community' ? first.communityId : null),
    )
    if (conflict) throw forbidden(conflict)
    const refusal = refuseDecision(scope, {
      decision: input.decision,
      target: targetType,
      hasOwner: first.ownerId !== null,
      suspendFor: until !== null,
    })
    if (refusal) throw new HttpError(refusal)
    const suspends = until !== null && (input.decision === 'suspend' || input.decision === 'remove')
    const action = await insertAction(tx, {
      actorId: viewer.id,
      communityId: scope === 'site' ? null : first.communityId,
      decision: input.decision,
      targetType,
      targetId,
      targetUserId: first.ownerId,
      reason: input.reason,
      suspendedUntil: suspends ? until : null,
      snapshot: first.snapshot,
      createdAt: now,
    })
    await closeReports(
      tx,
      open.map((r) => r.id),
      action.id,
      now,
    )
    const revoked = suspends && first.ownerId !== null ? await suspend(tx, first.ownerId, until, now) : null
    if (scope === 'community' && first.communityId !== null && input.decision !== 'remove') {
      await logReportDecision(tx, {
        communityId: first.communityId,
        action: input.decision === 'warn' ? 'member_warned' : 'report_dismissed',
        actorId: viewer.id,
        targetUserId: first.ownerId,
        postId: targetType === 'post' ? targetId : null,
        reason: input.reason,
        at: now,
      })
    }
    return { action, reporters: [...new Set(open.map((r) => r.reporterId))], revoked }
  })
  const { action, reporters, revoked } = decided
  if (revoked) await publishEvents(ctx, [revoked])
  if (input.decision === 'remove') {
    await removeTarget(ctx, viewer, {
      targetType,
      targetId,
      communityId: action.communityId ?? null,
      staff: scope === 'community',
      reason: input.reason,
    })
  }
  await publishModerationEvent(ctx, {
    type: 'moderation.decided',
    action_id: action.id,
    decision: input.decision,
    target_user_id: input.decision === 'dismiss' ? null : action.targetUserId,
    reporter_ids: reporters,
    reason: input.reason,
  })
  return presentAction({ ...action, actor: null, targetUser: null }, viewer.id)
}

async function suspend(tx: Parameters<typeof suspendAccount>[0], userId: number, until: Date, now: Date) {
  await suspendAccount(tx, userId, until)
  return endAllSessions(tx, userId, now)
}
