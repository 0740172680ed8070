import { describe, expect, it } from 'vitest'
import {
  type Actor,
  abilitiesOf,
  canActOn,
  canJoin,
  canLeave,
  canManageRoles,
  canModerate,
  canPost,
  joinsAtOnce,
  membershipStatus,
  NO_STANDING,
  type Standing,
  userRole,
} from './communities.policy.ts'

const actor = (role: Actor['role'], isVerified = true): Actor => ({ id: 1, role, isVerified })
const standings: Record<string, Standing> = {
  none: NO_STANDING,
  banned: { status: 'none', role: null, banned: true },
  pending: { status: 'pending', role: null, banned: false },
  invited: { status: 'invited', role: null, banned: false },
  member: { status: 'member', role: 'member', banned: false },
  comMod: { status: 'member', role: 'ComMod', banned: false },
  comAdmin: { status: 'member', role: 'ComAdmin', banned: false },
}
const table = (f: (s: Standing) => unknown) =>
  Object.fromEntries(Object.entries(standings).map(([k, s]) => [k, f(s)]))

describe('community policy (issue 11)', () => {
  it('moderates: its ComAdmin and ComMods, and site admins', () => {
    expect(table((s) => canModerate(actor('user'), s))).toEqual({
      none: false,
      banned: false,
      pending: false,
      invited: false,
      member: false,
      comMod: true,
      comAdmin: true,
    })
    expect(table((s) => canModerate(actor('admin'), s))).toEqual(table(() => true))
    expect(table((s) => canModerate(actor('admin', false), s))).toEqual(table(() => false))
    expect(table((s) => canModerate(actor('UniAdmin'), s))).toEqual(
      table((s) => s.role === 'ComMod' || s.role === 'ComAdmin'),
    )
  })

  it('manages roles: its ComAdmin and site admins', () => {
    expect(table((s) => canManageRoles(actor('user'), s))).toEqual({
      none: false,
      banned: false,
      pending: false,
      invited: false,
      member: false,
      comMod: false,
      comAdmin: true,
    })
  })

  it('posts: members only; joins: nobody in it already and nobody banned; leaves: members but the ComAdmin', () => {
    expect(table((s) => canPost(actor('user'), s))).toEqual({
      none: false,
      banned: false,
      pending: false,
      invited: false,
      member: true,
      comMod: true,
      comAdmin: true,
    })
    expect(table((s) => canJoin(actor('user'), s))).toEqual({
      none: true,
      banned: false,
      pending: false,
      invited: true,
      member: false,
      comMod: false,
      comAdmin: false,
    })
    expect(table(canLeave)).toEqual({
      none: false,
      banned: false,
      pending: false,
      invited: false,
      member: true,
      comMod: true,
      comAdmin: false,
    })
    expect([joinsAtOnce(actor('admin')), joinsAtOnce(actor('UniAdmin')), joinsAtOnce(actor('user'))]).toEqual(
      [true, false, false],
    )
  })

  it('acts on people: never the ComAdmin, a ComMod only by who manages roles, never oneself', () => {
    const target = (s: Standing) => ({ id: 2, standing: s })
    const byMod = table((s) => canActOn(actor('user'), standings.comMod!, target(s)))
    expect(byMod).toEqual({
      none: true,
      banned: true,
      pending: true,
      invited: true,
      member: true,
      comMod: false,
      comAdmin: false,
    })
    const byAdmin = table((s) => canActOn(actor('user'), standings.comAdmin!, target(s)))
    expect(byAdmin).toEqual({
      none: true,
      banned: true,
      pending: true,
      invited: true,
      member: true,
      comMod: true,
      comAdmin: false,
    })
    expect(table((s) => canActOn(actor('user'), standings.member!, target(s)))).toEqual(table(() => false))
    expect(canActOn(actor('user'), standings.comAdmin!, { id: 1, standing: standings.member! })).toBe(false)
  })

  it('answers the status and the badge role', () => {
    expect(table(membershipStatus)).toEqual({
      none: 'none',
      banned: 'none',
      pending: 'pending',
      invited: 'invited',
      member: 'member',
      comMod: 'admin_or_mod',
      comAdmin: 'admin_or_mod',
    })
    expect(table((s) => userRole(actor('user'), s, 1))).toMatchObject({
      member: 'user',
      comMod: 'ComMod',
      comAdmin: 'creator',
    })
    expect(userRole(actor('user'), standings.comAdmin!, 9)).toBe('ComAdmin')
    expect(userRole(actor('admin'), NO_STANDING, null)).toBe('admin')
    expect(abilitiesOf(actor('user'), standings.pending!)).toEqual({
      can_edit: false,
      can_moderate: false,
      can_manage_roles: false,
      can_post: false,
      can_create_event: false,
      can_join: false,
      can_leave: false,
      can_delete: false,
    })
  })
})
