import type { ModerationActionEntry, ModerationCase } from '@agora/contract'
import { isSuspendedForever } from '../users/index.ts'
import { canAppeal, canRemove, canSuspend, type ModeratorScope } from './moderation.policy.ts'
import type { ActionListRow, OpenReportRow } from './moderation.repository.ts'

/**
 * Open reports grouped into cases (one per target), in the queue's order, with the moderator's
 * abilities: none on a case about the moderator's own content (issue 30: another moderator decides it).
 */
export function presentCases(
  rows: readonly OpenReportRow[],
  scope: ModeratorScope,
  suspendedUntil: ReadonlyMap<number, Date | null>,
  viewerId: number,
): ModerationCase[] {
  const cases = new Map<string, ModerationCase>()
  for (const r of rows) {
    const key = `${r.targetType}:${r.targetId}`
    let c = cases.get(key)
    if (!c) {
      const until = r.ownerId === null ? null : (suspendedUntil.get(r.ownerId) ?? null)
      const decides = r.ownerId !== viewerId
      c = {
        target_type: r.targetType,
        target_id: r.targetId,
        community_id: r.communityId,
        owner: r.owner,
        owner_actions: r.ownerActions,
        owner_reports: r.ownerReports,
        owner_suspended_until: until?.toISOString() ?? null,
        reports: [],
        abilities: {
          can_remove: decides && canRemove(scope, r.targetType),
          can_warn: decides && r.ownerId !== null,
          can_suspend: decides && canSuspend(scope, r.ownerId !== null),
        },
      }
      cases.set(key, c)
    }
    c.reports.push({
      id: r.id,
      category: r.category,
      comment: r.comment,
      reporter: r.reporter,
      reporter_reports: r.reporterReports,
      reporter_dismissed: r.reporterDismissed,
      snapshot: r.snapshot,
      created_at: r.createdAt.toISOString(),
    })
  }
  return [...cases.values()]
}

/**
 * A decision as the log shows it to moderators, or (`forTarget`) as the person acted against sees it:
 * without who decided, and with their right to appeal.
 */
export function presentAction(
  row: ActionListRow,
  viewerId: number,
  forTarget = false,
): ModerationActionEntry {
  return {
    id: row.id,
    decision: row.decision,
    target_type: row.targetType,
    target_id: row.targetId,
    community_id: row.communityId,
    reason: row.reason,
    suspended_until:
      row.suspendedUntil && !isSuspendedForever(row.suspendedUntil) ? row.suspendedUntil.toISOString() : null,
    suspended_forever: isSuspendedForever(row.suspendedUntil),
    actor: forTarget ? null : row.actor,
    target_user: row.targetUser,
    snapshot: row.snapshot ?? null,
    appeal:
      row.appealState === null || row.appealText === null
        ? null
        : {
            text: row.appealText,
            state: row.appealState,
            created_at: (row.appealedAt ?? row.createdAt).toISOString(),
            decision_reason: row.appealReason,
          },
    created_at: row.createdAt.toISOString(),
    abilities: { can_appeal: canAppeal(row, viewerId) },
  }
}
