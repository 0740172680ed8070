import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { call, makeWorld, type World } from './communities.test-world.ts'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
})
afterAll(() => t.close())

describe('malformed requests to the communities calls change nothing', () => {
  it('answers 422 for a NUL byte, a wrong type or a body that is not JSON, and 4xx for broken multipart', async () => {
    const base = `/communities/${w.communityId}`
    expect((await call(t, w.comAdmin, 'PUT', base, { name: 'Chess\u0000' })).status).toBe(422)
    expect((await call(t, w.comAdmin, 'PUT', base, { name: { nested: true } })).status).toBe(422)
    expect((await call(t, w.comMod, 'POST', `${base}/bans`, { user_id: 'x', reason: 'r' })).status).toBe(422)
    expect(
      (await call(t, w.comMod, 'POST', `${base}/bans`, { user_id: w.member.id, reason: 'r\u0000' })).status,
    ).toBe(422)
    const application = {
      university_id: w.universityId,
      community_name: 'Nul\u0000Club',
      manager_name: 'A',
      manager_email: 'a@b.co',
      manager_phone: '5550000000',
    }
    expect((await call(t, w.outsider, 'POST', '/admin/community-requests', application)).status).toBe(422)
    // Issue 30: ids past PostgreSQL's integer answered 500; direction controls in a name are refused.
    for (const university_id of [2_147_483_648, -2_147_483_649]) {
      const res = await call(t, w.outsider, 'POST', '/admin/community-requests', {
        ...application,
        community_name: 'Range Club',
        university_id,
      })
      expect(res.status).toBe(422)
    }
    const bidi = await call<{ detail: { code: string }[] }>(
      t,
      w.outsider,
      'POST',
      '/admin/community-requests',
      {
        ...application,
        community_name: 'Chess \u202Ebulc',
      },
    )
    expect(bidi.status).toBe(422)
    expect(bidi.body.detail[0]!.code).toBe('bidi_control_character')
    const renamed = await call<{ detail: { code: string }[] }>(t, w.comAdmin, 'PUT', base, {
      name: 'Chess \u2067x',
    })
    expect(renamed.body.detail[0]!.code).toBe('bidi_control_character')
    expect(
      (await call(t, w.comMod, 'POST', `${base}/bans`, { user_id: 2_147_483_648, reason: 'r' })).status,
    ).toBe(422)
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api${base}`,
      headers: { authorization: `Bearer ${w.comAdmin.token}`, 'content-type': 'application/json' },
      payload: '{"name": ',
    })
    expect(notJson.statusCode).toBe(422)
    const broken = await t.app.inject({
      method: 'POST',
      url: `/api${base}/upload-avatar`,
      headers: {
        authorization: `Bearer ${w.comAdmin.token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nhalf',
    })
    expect(broken.statusCode).toBeGreaterThanOrEqual(400)
    expect(broken.statusCode).toBeLessThan(500)
    const after = await call<{ name: string; avatar_url: string | null }>(t, w.outsider, 'GET', base)
    expect(after.body.name).toMatch(/^Chess Club/)
    expect(after.body.avatar_url).toBeNull()
    expect((await call<unknown[]>(t, w.siteAdmin, 'GET', '/admin/community-requests')).body).toEqual([])
  })
})
