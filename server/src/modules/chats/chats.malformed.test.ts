import type { Chat } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'

/** Malformed and unauthorised requests to the chat calls answer 4xx and change nothing. */
let t: TestApp
let ayse: SignedInUser
let can: SignedInUser
let chat: Chat
beforeAll(async () => {
  t = await buildTestApp()
  ayse = await signedInUser(t)
  can = await signedInUser(t)
  await followAs(t.app, can, ayse.id)
  chat = (
    await as(t.app, ayse.token).post('/api/chats/', { is_group_chat: false, user_ids: [can.id] })
  ).json()
})
afterAll(() => t.close())

const status = async (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
  (await as(t.app, token).send(method, `/api${url}`, body)).statusCode

describe('malformed requests to the chat calls', () => {
  it('answers 422 for a NUL byte, wrong types, ids out of range and a body that is not JSON', async () => {
    const messages = `/chats/${chat.id}/messages/`
    expect(await status(ayse.token, 'POST', messages, { content: 'hi\u0000there' })).toBe(422)
    expect(await status(ayse.token, 'POST', messages, { content: 42 })).toBe(422)
    expect(await status(ayse.token, 'POST', messages, { content: 'x'.repeat(501) })).toBe(422)
    expect(await status(ayse.token, 'POST', '/chats/', { is_group_chat: 'yes', user_ids: [can.id] })).toBe(
      422,
    )
    expect(await status(ayse.token, 'POST', '/chats/', { is_group_chat: false, user_ids: ['two'] })).toBe(422)
    expect(
      await status(ayse.token, 'POST', '/chats/', {
        is_group_chat: true,
        name: 'a\u0000',
        user_ids: [can.id],
      }),
    ).toBe(422)
    // A group's name refuses text direction controls, as other single-line names (issue 30).
    const reversed = await as(t.app, ayse.token).post('/api/chats/', {
      is_group_chat: true,
      name: 'study\u202Equorg',
      user_ids: [can.id],
    })
    expect(reversed.statusCode).toBe(422)
    expect(reversed.json().detail[0]).toMatchObject({ loc: ['body', 'name'], code: 'bidi_control_character' })
    expect((await as(t.app, can.token).get('/api/chats/')).json()).toHaveLength(1)
    expect(await status(ayse.token, 'GET', '/chats/abc/messages/')).toBe(422)
    expect(await status(ayse.token, 'GET', '/chats/99999999999/messages/')).toBe(422)
    expect(await status(ayse.token, 'GET', `/chats/${chat.id}/messages/since/-1`)).toBe(422)
    expect(await status(ayse.token, 'PUT', '/chats/settings', { who_can_message: 'nobody' })).toBe(422)
    expect(await status(ayse.token, 'PUT', '/chats/settings', { show_activity: 'no' })).toBe(422)
    const notJson = await t.app.inject({
      method: 'POST',
      url: `/api${messages}`,
      headers: { authorization: `Bearer ${ayse.token}`, 'content-type': 'application/json' },
      payload: '{"content": ',
    })
    expect(notJson.statusCode).toBe(422)
    const history = (await as(t.app, can.token).get(`/api${messages}`)).json() as unknown[]
    expect(history).toEqual([])
    expect((await as(t.app, ayse.token).get('/api/chats/settings')).json()).toEqual({
      who_can_message: 'everyone',
      show_activity: true,
    })
  })

  it('answers 401 without a token and 403 to an unverified account, on reads and writes', async () => {
    const unverified = await signedInUser(t, { verified: false })
    for (const [method, url, body] of [
      ['GET', '/chats/', undefined],
      ['GET', '/chats/unread-count', undefined],
      ['POST', '/chats/', { is_group_chat: false, user_ids: [ayse.id] }],
      ['POST', `/chats/${chat.id}/messages/`, { content: 'hello' }],
      ['GET', '/chats/settings', undefined],
    ] as const) {
      expect(await status(null, method, url, body)).toBe(401)
      expect(await status(unverified.token, method, url, body)).toBe(403)
    }
    expect(((await as(t.app, ayse.token).get('/api/chats/')).json() as Chat[]).map((c) => c.id)).toEqual([
      chat.id,
    ])
  })
})
