import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { postForm } from '../../../test/posts.ts'
import { addEvent, EVENT, makeWorld, type World } from './activities.test-world.ts'

let t: TestApp
let w: World
beforeAll(async () => {
  t = await buildTestApp()
  w = await makeWorld(t)
})
afterAll(() => t.close())

describe('malformed requests change nothing', () => {
  it('answers 422 for a NUL byte, a wrong type or a body that is not JSON, and 400 for broken multipart', async () => {
    const url = `/api/universities/${w.metu}/events`
    const nul = await as(t, w.uniAdmin.token).post(url, { ...EVENT, title: 'Bahar\u0000' })
    expect(nul.statusCode).toBe(422)
    const typed = await as(t, w.uniAdmin.token).post(url, { ...EVENT, title: { nested: true } })
    expect(typed.statusCode).toBe(422)
    const notJson = await t.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${w.uniAdmin.token}`, 'content-type': 'application/json' },
      payload: '{"title": ',
    })
    expect(notJson.statusCode).toBe(422)
    const event = await addEvent(t, w.uniAdmin.token, w.metu)
    const broken = await t.app.inject({
      method: 'POST',
      url: `${url}/${event.id}/comments`,
      headers: {
        authorization: `Bearer ${w.student.token}`,
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x\r\nContent-Disposition: form-data; name="content"\r\n\r\nhalf',
    })
    expect([400, 422]).toContain(broken.statusCode)
    // Issue 31: a comment's link_card is 'true' or 'false' like every flag of a form.
    const flag = await postForm(t.app, w.student.token, `${url}/${event.id}/comments`, {
      content: 'https://agora.example/x',
      link_card: 'maybe',
    })
    expect(flag.statusCode).toBe(422)
    const banner = await t.app.inject({
      method: 'POST',
      url: `${url}/${event.id}/upload-banner`,
      headers: { authorization: `Bearer ${w.uniAdmin.token}`, 'content-type': 'application/json' },
      payload: '{}',
    })
    expect(banner.statusCode).toBe(415)
    const comments = (await as(t, w.student.token).get(`${url}/${event.id}/comments`)).json()
    expect(comments).toEqual([])
  })
})
