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

/** What the conflict-of-interest rule (issue 30) knows of the reported content's owner. */
export interface OwnerStanding {
  id: number
  /** A site admin: above every community's staff. */
  siteAdmin: boolean
  /** ComAdmin or ComMod of the community the content lives in. */
  communityStaff: boolean
}

/**
 * Issue 30: nobody decides a report about their own content; a community's staff decide nothing about
 * a fellow staff member's content nor a site admin's. Such reports are the site admins' (the queue
 * they are filed into: reportQueueOf).
 */
export function refuseDecider(
  scope: ModeratorScope,
  viewerId: number,
  owner: OwnerStanding | null,
): 'cannot_decide_own_case' | 'case_for_site_admins' | null {
  if (owner === null) return null
  if (owner.id === viewerId) return 'cannot_decide_own_case'
  if (scope === 'community' && (owner.siteAdmin || owner.communityStaff)) return 'case_for_site_admins'
  return null
}

/** The queue a report is filed into: its community's, unless its staff may not decide it (the site's). */
export function reportQueueOf(communityId: number | null, owner: OwnerStanding | null): number | null {
  if (communityId === null || owner === null) return communityId
  return owner.siteAdmin || owner.communityStaff ? null : communityId
}

/** The person acted against may appeal once; a dismissal did nothing to appeal. */
export function canAppeal(
  action: { decision: ModerationDecision; targetUserId: number | null; appealState: string | null },
  viewerId: number,
): boolean {
  return action.targetUserId === viewerId && action.decision !== 'dismiss' && action.appealState === null
}
