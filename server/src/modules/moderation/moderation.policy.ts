import type { ModerationDecision, ReportTargetType } from '@agora/contract'

/**
 * Who may do what with reports (issue 16), as pure functions over plain facts. A site admin moderates
 * everything; a community's staff (ComAdmin, ComMods) moderate what was reported in their community:
 * they may dismiss, remove its posts and warn, but only a site admin suspends an account.
 */

export type ModeratorScope = 'site' | 'community'

export type DecisionRefusal =
  | 'suspension_admins_only'
  | 'cannot_remove_target'
  | 'suspension_duration_required'

/** What a moderator of `scope` may take down: staff only posts of their community. */
export function canRemove(scope: ModeratorScope, target: ReportTargetType): boolean {
  if (scope === 'community') return target === 'post'
  return target !== 'user' && target !== 'chat_message'
}

export function canSuspend(scope: ModeratorScope, hasOwner: boolean): boolean {
  return scope === 'site' && hasOwner
}

/** Null when the decision may be taken; else the code that refuses it. */
export function refuseDecision(
  scope: ModeratorScope,
  c: { decision: ModerationDecision; target: ReportTargetType; hasOwner: boolean; suspendFor: boolean },
): DecisionRefusal | null {
  const suspends = c.decision === 'suspend' || (c.decision === 'remove' && c.suspendFor)
  if (suspends && scope !== 'site') return 'suspension_admins_only'
  if (c.decision === 'remove' && !canRemove(scope, c.target)) return 'cannot_remove_target'
  if (suspends && !c.hasOwner) return 'cannot_remove_target'
  if (c.decision === 'suspend' && !c.suspendFor) return 'suspension_duration_required'
  return null
}

/** The person acted against may appeal once; a dismissal did nothing to appeal. */
export function canAppeal(
  action: { decision: ModerationDecision; targetUserId: number | null; appealState: string | null },
  viewerId: number,
): boolean {
  return action.targetUserId === viewerId && action.decision !== 'dismiss' && action.appealState === null
}
