import type { Community, CommunityMember, JoinRequest } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/users.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

describe('community membership', () => {
  let t: TestApp
  let w: World
  const base = () => `/communities/${w.communityId}`
  const status = async (who: { token: string }) =>
    (await call<{ status: string }>(t, who, 'GET', `${base()}/invitations/status`)).body.status

  beforeAll(async () => {
    t = await buildTestApp()
    w = await makeWorld(t)
  })
  afterAll(() => t.close())

  it('answers each person their status: none, pending, member, admin_or_mod', async () => {
    expect(await status(w.outsider)).toBe('none')
    expect(await status(w.pending)).toBe('pending')
    expect(await status(w.member)).toBe('member')
    expect(await status(w.comMod)).toBe('admin_or_mod')
    expect(await status(w.comAdmin)).toBe('admin_or_mod')
    expect((await call(t, w.outsider, 'GET', '/communities/999999/invitations/status')).status).toBe(404)
    expect((await call(t, null, 'GET', `${base()}/invitations/status`)).status).toBe(401)
    expect((await call(t, w.unverified, 'GET', `${base()}/invitations/status`)).status).toBe(403)
  })

  it('puts a student on pending until the staff accept; a site admin is a member at once', async () => {
    const student = await signedInUser(t, { universityId: w.universityId })
    expect((await call(t, student, 'POST', `${base()}/join`)).body).toEqual({ status: 'pending' })
    // Repeating changes nothing.
    expect((await call(t, student, 'POST', `${base()}/join`)).body).toEqual({ status: 'pending' })
    const admin = await signedInUser(t, { role: 'admin' })
    expect((await call(t, admin, 'POST', `${base()}/join`)).body).toEqual({ status: 'member' })

    const requests = (await call<JoinRequest[]>(t, w.comMod, 'GET', `${base()}/invitations`)).body
    const request = requests.find((r) => r.user_id === student.id)!
    expect(request).toMatchObject({
      user: { id: student.id, username: student.username },
      community_id: w.communityId,
    })
    const before = (await call<Community>(t, student, 'GET', base())).body.members_count
    const res = await call(t, w.comMod, 'POST', `${base()}/invitations/${request.id}/respond`, {
      action: 'accept',
    })
    expect(res.status).toBe(204)
    expect(await status(student)).toBe('member')
    const after = (await call<Community>(t, student, 'GET', base())).body
    expect(after).toMatchObject({
      members_count: before + 1,
      is_member: true,
      abilities: { can_post: true, can_leave: true },
    })
    // The same request twice: it is no longer pending.
    expect(
      (await call(t, w.comMod, 'POST', `${base()}/invitations/${request.id}/respond`, { action: 'accept' }))
        .status,
    ).toBe(404)
  })

  it('lets only the staff and site admins see and answer requests, and only for their community', async () => {
    const student = await signedInUser(t, { universityId: w.universityId })
    await call(t, student, 'POST', `${base()}/join`)
    const requests = (await call<JoinRequest[]>(t, w.siteAdmin, 'GET', `${base()}/invitations`)).body
    const id = requests.find((r) => r.user_id === student.id)!.id
    for (const who of [w.member, w.outsider, w.otherMod]) {
      expect((await call(t, who, 'GET', `${base()}/invitations`)).status).toBe(403)
      expect(
        (await call(t, who, 'POST', `${base()}/invitations/${id}/respond`, { action: 'accept' })).status,
      ).toBe(403)
    }
    // A request id of another community is not found there.
    const other = `/communities/${w.otherId}/invitations/${id}/respond`
    expect((await call(t, w.otherMod, 'POST', other, { action: 'accept' })).status).toBe(404)
    expect(
      (await call(t, w.comAdmin, 'POST', `${base()}/invitations/${id}/respond`, { action: 'maybe' })).status,
    ).toBe(422)
    expect(
      (await call(t, w.comAdmin, 'POST', `${base()}/invitations/${id}/respond`, { action: 'reject' })).status,
    ).toBe(204)
    expect(await status(student)).toBe('none')
  })

  it('lets a pending person cancel, and nobody else', async () => {
    const student = await signedInUser(t, { universityId: w.universityId })
    expect((await call(t, student, 'DELETE', `${base()}/invitations/cancel`)).status).toBe(404)
    await call(t, student, 'POST', `${base()}/join`)
    expect((await call(t, student, 'DELETE', `${base()}/invitations/cancel`)).status).toBe(204)
    expect(await status(student)).toBe('none')
    expect((await call(t, w.member, 'DELETE', `${base()}/invitations/cancel`)).status).toBe(404)
  })

  it('lets members leave, but not the ComAdmin, and not someone who is not in it', async () => {
    const leaver = await signedInUser(t, { universityId: w.universityId })
    const admin = await signedInUser(t, { role: 'admin' })
    await call(t, admin, 'POST', `${base()}/join`)
    expect((await call(t, admin, 'DELETE', `${base()}/leave`)).status).toBe(204)
    expect((await call(t, leaver, 'DELETE', `${base()}/leave`)).status).toBe(403)
    const res = await call(t, w.comAdmin, 'DELETE', `${base()}/leave`)
    expect(res.status).toBe(409)
    expect(res.body).toMatchObject({ code: 'admin_cannot_leave' })
    expect((await call<Community>(t, w.comAdmin, 'GET', base())).body.abilities.can_leave).toBe(false)
  })

  it('lists members staff first, with their roles', async () => {
    const list = (await call<CommunityMember[]>(t, w.outsider, 'GET', `${base()}/members`)).body
    expect(list[0]).toMatchObject({ id: w.comAdmin.id, role: 'ComAdmin', is_admin: true })
    expect(list[1]).toMatchObject({ id: w.comMod.id, role: 'ComMod', is_admin: false })
    expect(list.map((m) => m.id)).not.toContain(w.pending.id)
  })

  it('lets the ComAdmin name and remove a ComMod and hand the role over; nobody else', async () => {
    const { comAdmin, member, comMod } = w
    const role = (who: { token: string }, userId: number, r: string) =>
      call<CommunityMember[]>(t, who, 'PUT', `${base()}/members/${userId}/role`, { role: r })
    expect((await role(comMod, member.id, 'ComMod')).status).toBe(403)
    expect((await role(w.otherMod, member.id, 'ComMod')).status).toBe(403)
    expect((await role(comAdmin, w.pending.id, 'ComMod')).status).toBe(404)
    expect((await role(comAdmin, member.id, 'boss')).status).toBe(422)
    const named = await role(comAdmin, member.id, 'ComMod')
    expect(named.body.find((m) => m.id === member.id)?.role).toBe('ComMod')
    expect((await role(comAdmin, member.id, 'member')).status).toBe(200)

    const handed = await role(comAdmin, comMod.id, 'ComAdmin')
    expect(handed.body.filter((m) => m.role === 'ComAdmin').map((m) => m.id)).toEqual([comMod.id])
    expect(handed.body.find((m) => m.id === comAdmin.id)?.role).toBe('ComMod')
    // The former ComAdmin may now leave; the new one may not.
    const community = (await call<Community>(t, comMod, 'GET', base())).body
    expect(community).toMatchObject({ admin_id: comMod.id, user_role: 'ComAdmin' })
    expect((await call<Community>(t, comAdmin, 'GET', base())).body.user_role).toBe('ComMod')
    // And hand it back, so that the other tests keep their world.
    expect((await role(comMod, comAdmin.id, 'ComAdmin')).status).toBe(200)
    expect((await call<Community>(t, comAdmin, 'GET', base())).body.user_role).toBe('creator')
  })

  it('serves every pending request to site admins only', async () => {
    expect((await call(t, w.comAdmin, 'GET', '/communities/debug/all-requests')).status).toBe(403)
    expect((await call(t, w.outsider, 'GET', '/communities/debug/all-requests')).status).toBe(403)
    const all = await call<JoinRequest[]>(t, w.siteAdmin, 'GET', '/communities/debug/all-requests')
    expect(all.status).toBe(200)
    expect(all.body.some((r) => r.user_id === w.pending.id && r.community_id === w.communityId)).toBe(true)
  })
})
