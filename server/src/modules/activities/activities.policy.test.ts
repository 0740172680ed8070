import { describe, expect, it } from 'vitest'
import {
  type Actor,
  abilitiesOf,
  type CommunityRole,
  canAddToCommunity,
  canAddToUniversity,
  canCheckIn,
  canManage,
  canRunCheckIn,
  eventAbilitiesOf,
  type Parent,
} from './activities.policy.ts'

const UNI = 1
const OTHER = 2
const actors: Record<string, Actor> = {
  admin: { role: 'admin', universityId: null, isVerified: true },
  uniAdmin: { role: 'UniAdmin', universityId: UNI, isVerified: true },
  otherUniAdmin: { role: 'UniAdmin', universityId: OTHER, isVerified: true },
  student: { role: 'user', universityId: UNI, isVerified: true },
  stranger: { role: 'user', universityId: null, isVerified: true },
  unverifiedAdmin: { role: 'admin', universityId: null, isVerified: false },
}
const universityItem: Parent = { universityId: UNI, communityId: null }
const communityItem: Parent = { universityId: null, communityId: 7 }

describe('activities policy (spec 000 section 6)', () => {
  it('adds to a university: a site admin, or that university’s UniAdmin', () => {
    const table = Object.fromEntries(Object.entries(actors).map(([k, a]) => [k, canAddToUniversity(a, UNI)]))
    expect(table).toEqual({
      admin: true,
      uniAdmin: true,
      otherUniAdmin: false,
      student: false,
      stranger: false,
      unverifiedAdmin: false,
    })
  })

  it('adds to a community: a site admin, or that community’s ComAdmin or ComMod', () => {
    const roles: CommunityRole[] = ['ComAdmin', 'ComMod', 'member', null]
    const row = (a: Actor) => roles.map((r) => canAddToCommunity(a, r))
    expect(row(actors.student!)).toEqual([true, true, false, false])
    expect(row(actors.uniAdmin!)).toEqual([true, true, false, false])
    expect(row(actors.admin!)).toEqual([true, true, true, true])
    expect(row(actors.unverifiedAdmin!)).toEqual([false, false, false, false])
  })

  it('edits and deletes university content: admin, or a UniAdmin of the content’s university', () => {
    const table = Object.fromEntries(
      Object.entries(actors).map(([k, a]) => [k, canManage(a, universityItem, null)]),
    )
    expect(table).toEqual({
      admin: true,
      uniAdmin: true,
      otherUniAdmin: false,
      student: false,
      stranger: false,
      unverifiedAdmin: false,
    })
  })

  it('edits and deletes community events: admin, or that community’s ComAdmin or ComMod', () => {
    const roles: CommunityRole[] = ['ComAdmin', 'ComMod', 'member', null]
    const row = (a: Actor) => roles.map((r) => canManage(a, communityItem, r))
    expect(row(actors.student!)).toEqual([true, true, false, false])
    expect(row(actors.uniAdmin!)).toEqual([true, true, false, false])
    expect(row(actors.admin!)).toEqual([true, true, true, true])
    expect(row(actors.unverifiedAdmin!)).toEqual([false, false, false, false])
  })

  it('answers abilities: everyone verified may like, save, comment; attend on events only', () => {
    expect(abilitiesOf(actors.student!, universityItem, 'event')).toEqual({
      can_edit: false,
      can_delete: false,
      can_like: true,
      can_save: true,
      can_comment: true,
      can_attend: true,
    })
    expect(abilitiesOf(actors.uniAdmin!, universityItem, 'announcement')).toMatchObject({
      can_edit: true,
      can_delete: true,
      can_attend: false,
    })
  })

  it('checks in: a verified attendee; runs check-in: whoever may edit the event (issue 17)', () => {
    const table = Object.fromEntries(
      Object.entries(actors).map(([k, a]) => [
        k,
        [canCheckIn(a, true), canCheckIn(a, false), canRunCheckIn(a, universityItem, null)],
      ]),
    )
    expect(table).toEqual({
      admin: [true, false, true],
      uniAdmin: [true, false, true],
      otherUniAdmin: [true, false, false],
      student: [true, false, false],
      stranger: [true, false, false],
      unverifiedAdmin: [false, false, false],
    })
    const roles: CommunityRole[] = ['ComAdmin', 'ComMod', 'member', null]
    expect(roles.map((r) => canRunCheckIn(actors.student!, communityItem, r))).toEqual([
      true,
      true,
      false,
      false,
    ])
    expect(eventAbilitiesOf(actors.student!, universityItem, null, true)).toMatchObject({
      can_attend: true,
      can_check_in: true,
      can_run_check_in: false,
    })
  })
})
