import type { MyAccount, UserProfile, UserSummary } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { loginAs, makeUser } from '../../../test/factories.ts'
import { idsOf, type SignedInUser, signedInUser } from '../../../test/users.ts'
import { createUniversity } from '../universities/index.ts'

let t: TestApp
let itu: number
let metu: number
let viewer: SignedInUser
let admin: SignedInUser
beforeAll(async () => {
  t = await buildTestApp()
  itu = (await createUniversity(t.database.db, { name: 'İstanbul Teknik Üniversitesi', domains: [] })).id
  metu = (await createUniversity(t.database.db, { name: 'METU', domains: [] })).id
  viewer = await signedInUser(t, { universityId: itu, username: 'itu_viewer' })
  admin = await signedInUser(t, { role: 'admin' })
})
afterAll(() => t.close())

describe('GET /api/users/?university_id', () => {
  it("lists that university's verified, live members only, the viewer among them", async () => {
    const a = await makeUser(t, { universityId: itu, username: 'itu_a' })
    const b = await makeUser(t, { universityId: itu, username: 'itu_b' })
    await makeUser(t, { universityId: itu, username: 'itu_unverified', verified: false })
    const gone = await makeUser(t, { universityId: itu, username: 'itu_gone' })
    await t.database.db.execute(`UPDATE users SET deleted_at = now() WHERE id = ${gone.id}`)
    await makeUser(t, { universityId: metu, username: 'metu_a' })
    await makeUser(t, { username: 'nobody_a' })
    const res = await as(t.app, viewer.token).get(`/api/users/?university_id=${itu}`)
    expect(res.statusCode).toBe(200)
    const list = res.json() as UserSummary[]
    expect(idsOf(list)).toEqual([a.id, b.id, viewer.id])
    expect(list.every((u) => u.university_id === itu)).toBe(true)
    const searched = await as(t.app, viewer.token).get(`/api/users/?university_id=${itu}&q=itu_b`)
    expect(idsOf(searched.json())).toEqual([b.id])
    const paged = await as(t.app, viewer.token).get(`/api/users/?university_id=${itu}&skip=1&limit=1`)
    expect(idsOf(paged.json())).toEqual([b.id])
    // Without the filter the directory still leaves the viewer out.
    const all = idsOf((await as(t.app, viewer.token).get('/api/users/?limit=100')).json())
    expect(all).not.toContain(viewer.id)
    expect(all).toContain(a.id)
  })

  it('refuses a university_id that is not a positive integer (422)', async () => {
    // Issue 30: past PostgreSQL's integer it answered 500.
    for (const bad of ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999']) {
      const res = await as(t.app, viewer.token).get(`/api/users/?university_id=${bad}`)
      expect(res.statusCode, bad).toBe(422)
      expect(res.json().code).toBe('validation_failed')
      expect(res.json().detail[0].loc).toEqual(['querystring', 'university_id'])
    }
  })
})

describe('GET /api/users/{id}: university_name and attended_events_count', () => {
  it("names the account's university; null without one", async () => {
    const member = await makeUser(t, { universityId: itu })
    const profile = (await as(t.app, viewer.token).get(`/api/users/${member.id}`)).json() as UserProfile
    expect(profile).toMatchObject({ university_id: itu, university_name: 'İstanbul Teknik Üniversitesi' })
    const loner = await makeUser(t)
    expect((await as(t.app, viewer.token).get(`/api/users/${loner.id}`)).json()).toMatchObject({
      university_id: null,
      university_name: null,
    })
  })

  // The activities module provides the count (platform/ports.ts); its tests count real attendance
  // (activities.marks.test.ts, activities.check-in.test.ts).
  it('counts no attended events for an account that attends none', async () => {
    const member = await makeUser(t, { universityId: itu })
    const profile = (await as(t.app, viewer.token).get(`/api/users/${member.id}`)).json() as UserProfile
    expect(profile.attended_events_count).toBe(0)
  })
})

describe('PUT /api/admin/users/{id}/role', () => {
  const setRole = (token: string | null, id: number, body: unknown) =>
    as(t.app, token).put(`/api/admin/users/${id}/role`, body)

  it("makes a UniAdmin of the account's own university and answers the account", async () => {
    const member = await makeUser(t, { universityId: metu })
    const res = await setRole(admin.token, member.id, { role: 'UniAdmin' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: member.id,
      role: 'UniAdmin',
      roles: ['UniAdmin'],
      is_admin: false,
      university_id: metu,
      university_name: 'METU',
    } satisfies Partial<MyAccount>)
    // The new role applies at once: the UniAdmin may add content to METU.
    const token = await loginAs(t.app, member)
    const uni = await as(t.app, token).get(`/api/universities/${metu}`)
    expect(uni.json().abilities).toMatchObject({ can_add_content: true })
  })

  it('moves the account to the given university; a UniAdmin without any is 422 university_required', async () => {
    const loner = await makeUser(t)
    const refused = await setRole(admin.token, loner.id, { role: 'UniAdmin' })
    expect(refused.statusCode).toBe(422)
    expect((refused.json() as { detail: { code: string }[] }).detail.map((i) => i.code)).toEqual([
      'university_required',
    ])
    const given = await setRole(admin.token, loner.id, { role: 'UniAdmin', university_id: itu })
    expect(given.json()).toMatchObject({ role: 'UniAdmin', university_id: itu })
    const back = await setRole(admin.token, loner.id, { role: 'user' })
    expect(back.json()).toMatchObject({ role: 'user', university_id: itu })
    const promoted = await setRole(admin.token, loner.id, { role: 'admin' })
    expect(promoted.json()).toMatchObject({ role: 'admin', is_admin: true })
  })

  it('refuses non-admins (403 admin_only), no token (401), unknown user or university (404), bad input (422)', async () => {
    const target = await makeUser(t, { universityId: itu })
    const uniAdmin = await signedInUser(t, { role: 'UniAdmin', universityId: itu })
    for (const who of [viewer, uniAdmin]) {
      const res = await setRole(who.token, target.id, { role: 'admin' })
      expect(res.statusCode).toBe(403)
      expect(res.json().code).toBe('admin_only')
    }
    expect((await setRole(viewer.token, viewer.id, { role: 'admin' })).statusCode).toBe(403)
    expect((await setRole(null, target.id, { role: 'admin' })).statusCode).toBe(401)
    const unknownUser = await setRole(admin.token, 999_999, { role: 'user' })
    expect(unknownUser.statusCode).toBe(404)
    expect(unknownUser.json().code).toBe('user_not_found')
    const unknownUni = await setRole(admin.token, target.id, { role: 'user', university_id: 999_999 })
    expect(unknownUni.statusCode).toBe(404)
    expect(unknownUni.json().code).toBe('university_not_found')
    for (const body of [
      { role: 'ComAdmin' },
      {},
      { role: 'user', university_id: 0 },
      { role: 'user', university_id: 2_147_483_648 },
    ]) {
      expect((await setRole(admin.token, target.id, body)).statusCode, JSON.stringify(body)).toBe(422)
    }
    const after = (await as(t.app, admin.token).get(`/api/users/${target.id}`)).json() as UserProfile
    expect(after.role).toBe('user')
  })
})
