import type { Community, CommunityApplication } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { signedInUser } from '../../../test/users.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

describe('community applications (the wizard) and their decision', () => {
  let t: TestApp
  let w: World
  const form = (over: object = {}) => ({
    university_id: w.universityId,
    community_name: 'Robotik Topluluğu',
    manager_name: 'Ayşe Yılmaz',
    manager_email: 'ayse@example.edu',
    manager_phone: '+90 555 123 45 67',
    ...over,
  })

  beforeAll(async () => {
    t = await buildTestApp()
    w = await makeWorld(t)
  })
  afterAll(() => t.close())

  it('checks every field and answers the application, pending', async () => {
    const applicant = await signedInUser(t, { universityId: w.universityId })
    const send = (body: object) =>
      call<CommunityApplication>(t, applicant, 'POST', '/admin/community-requests', body)
    expect((await send(form({ university_id: 999999 }))).status).toBe(404)
    for (const [over, code] of [
      [{ community_name: '  ' }, 'community_name_required'],
      [{ manager_name: '' }, 'manager_name_required'],
      [{ manager_email: 'not-an-email' }, 'invalid_manager_email'],
      [{ manager_phone: '12' }, 'invalid_manager_phone'],
      [{ manager_phone: 'call me' }, 'invalid_manager_phone'],
    ] as const) {
      const res = await send(form(over))
      expect(res.status).toBe(422)
      expect(JSON.stringify(res.body)).toContain(code)
    }
    expect((await send({ university_id: w.universityId })).status).toBe(422)
    const taken = await call<Community>(t, w.outsider, 'GET', `/communities/${w.communityId}`)
    expect((await send(form({ community_name: taken.body.name.toLowerCase() }))).status).toBe(409)

    const res = await send(form())
    expect(res.status).toBe(201)
    expect(res.body).toMatchObject({
      status: 'pending',
      community_name: 'Robotik Topluluğu',
      applicant: { id: applicant.id },
    })
    // The same name again waits behind the first.
    expect((await send(form({ community_name: 'ROBOTIK TOPLULUĞU' }))).status).toBe(409)
    const mine = (await call<CommunityApplication[]>(t, applicant, 'GET', '/users/me/community-requests'))
      .body
    expect(mine.map((a) => a.id)).toEqual([res.body.id])
    expect((await call(t, null, 'POST', '/admin/community-requests', form())).status).toBe(401)
    expect((await call(t, w.unverified, 'POST', '/admin/community-requests', form())).status).toBe(403)
  })

  it('lets site admins list, approve (the applicant becomes its ComAdmin) and reject with a reason', async () => {
    const applicant = await signedInUser(t, { universityId: w.universityId })
    const apply = async (name: string) =>
      (
        await call<CommunityApplication>(
          t,
          applicant,
          'POST',
          '/admin/community-requests',
          form({ community_name: name }),
        )
      ).body
    const first = await apply('Drone Takımı')
    const second = await apply('Kayak Kulübü')

    for (const who of [applicant, w.comAdmin]) {
      expect((await call(t, who, 'GET', '/admin/community-requests')).status).toBe(403)
      expect((await call(t, who, 'POST', `/admin/community-requests/${first.id}/approve`)).status).toBe(403)
    }
    const pending = (
      await call<CommunityApplication[]>(t, w.siteAdmin, 'GET', '/admin/community-requests?status=pending')
    ).body
    expect(pending.map((a) => a.id)).toEqual(expect.arrayContaining([first.id, second.id]))

    const approved = await call<Community>(
      t,
      w.siteAdmin,
      'POST',
      `/admin/community-requests/${first.id}/approve`,
    )
    expect(approved.status).toBe(200)
    expect(approved.body).toMatchObject({ name: 'Drone Takımı', admin_id: applicant.id, members_count: 1 })
    const asApplicant = (await call<Community>(t, applicant, 'GET', `/communities/${approved.body.id}`)).body
    expect(asApplicant).toMatchObject({
      user_role: 'creator',
      abilities: { can_edit: true, can_leave: false },
    })
    expect((await call(t, w.siteAdmin, 'POST', `/admin/community-requests/${first.id}/approve`)).status).toBe(
      409,
    )

    expect(
      (await call(t, w.siteAdmin, 'POST', `/admin/community-requests/${second.id}/reject`, { reason: '' }))
        .status,
    ).toBe(422)
    const rejected = await call<CommunityApplication>(
      t,
      w.siteAdmin,
      'POST',
      `/admin/community-requests/${second.id}/reject`,
      {
        reason: 'Already exists as a club',
      },
    )
    expect(rejected.body).toMatchObject({ status: 'rejected', reason: 'Already exists as a club' })
    expect(
      (await call(t, w.siteAdmin, 'POST', `/admin/community-requests/${second.id}/approve`)).status,
    ).toBe(409)
    expect((await call(t, w.siteAdmin, 'POST', '/admin/community-requests/999999/approve')).status).toBe(404)
  })
})
