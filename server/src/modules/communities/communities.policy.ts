import type {
  CommunityAbilities,
  CommunityRole,
  CommunityUserRole,
  MembershipStatus,
  Role,
} from '@agora/contract'

/**
 * Who may do what in a community (spec 000 section 6, spec 001 section 6, issue 11), as pure functions
 * over plain values; communities.policy.test.ts holds them as a truth table. The presenter answers
 * them as abilities, and the services refuse what they refuse.
 */

export interface Actor {
  id: number
  role: Role
  isVerified: boolean
}

/** The actor's standing in one community: their membership row (if any) and whether they are banned. */
export interface Standing {
  status: 'none' | 'pending' | 'invited' | 'member'
  role: CommunityRole | null
  banned: boolean
}

export const NO_STANDING: Standing = { status: 'none', role: null, banned: false }

const isSiteAdmin = (a: Actor) => a.isVerified && a.role === 'admin'

/** A member who is its ComAdmin or ComMod. */
export const isStaff = (s: Standing) =>
  s.status === 'member' && (s.role === 'ComAdmin' || s.role === 'ComMod')

/** Edit it, its pictures, add events; answer requests; remove posts; remove and ban; read the log. */
export const canModerate = (a: Actor, s: Standing): boolean => isSiteAdmin(a) || (a.isVerified && isStaff(s))

/** Name and remove ComMods, hand over the ComAdmin role. */
export const canManageRoles = (a: Actor, s: Standing): boolean =>
  isSiteAdmin(a) || (a.isVerified && s.status === 'member' && s.role === 'ComAdmin')

/** Only members post there (and see the composer). */
export const canPost = (a: Actor, s: Standing): boolean => a.isVerified && s.status === 'member'

/** Ask to join (or accept an invitation, which joins at once): verified, not in it yet, not banned. */
export const canJoin = (a: Actor, s: Standing): boolean =>
  a.isVerified && (s.status === 'none' || s.status === 'invited') && !s.banned

/** Site admins join at once; everyone else waits for the community's staff (DESIGN.md). */
export const joinsAtOnce = (a: Actor): boolean => isSiteAdmin(a)

/** Members leave, except its ComAdmin, who hands the role over first. */
export const canLeave = (s: Standing): boolean => s.status === 'member' && s.role !== 'ComAdmin'

export const canDeleteCommunity = (a: Actor): boolean => isSiteAdmin(a)

/**
 * Remove or ban this person: never its ComAdmin; a ComMod only by whoever manages roles (the ComAdmin
 * or a site admin); anyone else by its staff. Nobody targets themselves.
 */
export function canActOn(
  a: Actor,
  actorStanding: Standing,
  target: { id: number; standing: Standing },
): boolean {
  if (!canModerate(a, actorStanding) || target.id === a.id) return false
  if (target.standing.status === 'member' && target.standing.role === 'ComAdmin') return false
  if (target.standing.status === 'member' && target.standing.role === 'ComMod') {
    return canManageRoles(a, actorStanding)
  }
  return true
}

/** GET .../invitations/status. */
export function membershipStatus(s: Standing): MembershipStatus {
  if (s.status === 'member') return isStaff(s) ? 'admin_or_mod' : 'member'
  return s.status
}

/** user_role of spec 000: the card's badge. 'creator' is the ComAdmin who founded it. */
export function userRole(a: Actor, s: Standing, createdBy: number | null): CommunityUserRole {
  if (isSiteAdmin(a)) return 'admin'
  if (s.status !== 'member') return 'user'
  if (s.role === 'ComAdmin') return createdBy === a.id ? 'creator' : 'ComAdmin'
  if (s.role === 'ComMod') return 'ComMod'
  return 'user'
}

export function abilitiesOf(a: Actor, s: Standing): CommunityAbilities {
  const moderate = canModerate(a, s)
  return {
    can_edit: moderate,
    can_moderate: moderate,
    can_manage_roles: canManageRoles(a, s),
    can_post: canPost(a, s),
    can_create_event: moderate,
    can_join: canJoin(a, s),
    can_leave: canLeave(s),
    can_delete: canDeleteCommunity(a),
  }
}
