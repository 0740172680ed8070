import type { ActivityAbilities, EventAbilities, Role } from '@agora/contract'
import { canAddContent } from '../universities/index.ts'

/**
 * Who may do what with events and announcements (spec 000 section 6), as pure functions over plain
 * values; the truth table in activities.policy.test.ts holds them. The presenter answers them as
 * abilities, and the services refuse what they refuse.
 */

export interface Actor {
  role: Role
  universityId: number | null
  isVerified: boolean
}

/** The item's parent: a university, or (from the communities issue) a community. */
export interface Parent {
  universityId: number | null
  communityId: number | null
}

/** The actor's role in the item's community (a member's); null outside it. */
export type CommunityRole = 'ComAdmin' | 'ComMod' | 'member' | null

/**
 * Add an event or announcement to a university: a site admin, or that university's UniAdmin. The
 * universities module's rule (its pages' can_add_content), for a verified actor.
 */
export const canAddToUniversity = (a: Actor, universityId: number): boolean =>
  a.isVerified && canAddContent(a, universityId)

/** Add an event to a community: a site admin, or that community's ComAdmin or ComMod. */
export const canAddToCommunity = (a: Actor, communityRole: CommunityRole): boolean =>
  a.isVerified && (a.role === 'admin' || communityRole === 'ComAdmin' || communityRole === 'ComMod')

/**
 * Edit or delete: a site admin always; for university content, a UniAdmin of that university; for
 * community content, that community's ComAdmin or ComMod.
 */
export function canManage(a: Actor, parent: Parent, communityRole: CommunityRole): boolean {
  if (!a.isVerified) return false
  if (a.role === 'admin') return true
  if (parent.universityId !== null) return a.role === 'UniAdmin' && a.universityId === parent.universityId
  return parent.communityId !== null && (communityRole === 'ComAdmin' || communityRole === 'ComMod')
}

/** Like, save, attend and comment: any verified person who may see the item. */
export const canInteract = (a: Actor): boolean => a.isVerified

export function abilitiesOf(
  a: Actor,
  parent: Parent,
  kind: 'event' | 'announcement',
  communityRole: CommunityRole = null,
): ActivityAbilities {
  const manage = canManage(a, parent, communityRole)
  const interact = canInteract(a)
  return {
    can_edit: manage,
    can_delete: manage,
    can_like: interact,
    can_save: interact,
    can_comment: interact,
    can_attend: interact && kind === 'event',
  }
}

/**
 * "I have read this" (issue 17): a verified person the announcement is for, when it asks for it, once.
 */
export const canAcknowledge = (
  a: Actor,
  item: { requiresAck: boolean },
  targeted: boolean,
  acknowledged: boolean,
): boolean => a.isVerified && item.requiresAck && targeted && !acknowledged

/** The one reminder to those who have not confirmed: its managers, once, when it asks for confirmation. */
export const canRemind = (
  a: Actor,
  item: { universityId: number; requiresAck: boolean; remindedAt: Date | null },
): boolean =>
  canManage(a, { universityId: item.universityId, communityId: null }, null) &&
  item.requiresAck &&
  item.remindedAt === null

/**
 * Check in at an event with the organiser's code (issue 17): a verified attendee. The time window and
 * the code are the call's to check.
 */
export const canCheckIn = (a: Actor, attending: boolean): boolean => canInteract(a) && attending

/** Run an event's check-in (its code, who checked in): whoever may edit the event. */
export const canRunCheckIn = canManage

export function eventAbilitiesOf(
  a: Actor,
  parent: Parent,
  communityRole: CommunityRole,
  attending: boolean,
): EventAbilities {
  return {
    ...abilitiesOf(a, parent, 'event', communityRole),
    can_check_in: canCheckIn(a, attending),
    can_run_check_in: canRunCheckIn(a, parent, communityRole),
  }
}
