import type { Chat, ChatMessage } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'

/** The chat calls through HTTP: requests, messages, rules, each tried from the forbidden side too. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = () => signedInUser(t)
async function chatOf(a: SignedInUser, b: SignedInUser): Promise<Chat> {
  const res = await as(t, a).post('/api/chats/', { is_group_chat: false, user_ids: [b.id] })
  expect([200, 201]).toContain(res.statusCode)
  return res.json() as Chat
}
async function say(who: SignedInUser, chatId: number, content: string): Promise<ChatMessage> {
  const res = await as(t, who).post(`/api/chats/${chatId}/messages/`, { content })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as ChatMessage
}
const list = async (who: SignedInUser) => (await as(t, who).get('/api/chats/')).json() as Chat[]
const requests = async (who: SignedInUser) => (await as(t, who).get('/api/chats/requests')).json() as Chat[]
const unread = async (who: SignedInUser) =>
  (await as(t, who).get('/api/chats/unread-count')).json() as { unread_count: number; request_count: number }

describe('starting a chat', () => {
  it('is a normal chat with someone who follows you, answered as it is when started again', async () => {
    const [ayse, can] = [await person(), await person()]
    await followAs(t.app, can, ayse.id)
    const created = await as(t, ayse).post('/api/chats/', { is_group_chat: false, user_ids: [can.id] })
    expect(created.statusCode).toBe(201)
    const chat = created.json() as Chat
    expect(chat).toMatchObject({ is_group_chat: false, state: 'active', unread_count: 0, last_message: null })
    expect(chat.users.map((u) => u.id)).toEqual([can.id])
    const again = await as(t, can).post('/api/chats/', { user_ids: [ayse.id] })
    expect(again.statusCode).toBe(200)
    expect((again.json() as Chat).id).toBe(chat.id)
    expect((await list(can)).map((c) => c.id)).toEqual([chat.id])
  })

  it("is a request in the other's Requests when they do not follow you; accept makes it normal", async () => {
    const [ayse, can] = [await person(), await person()]
    const chat = await chatOf(ayse, can)
    expect(chat.state).toBe('sent')
    await say(ayse, chat.id, 'Merhaba!')
    expect(await list(can)).toEqual([])
    const [request] = await requests(can)
    expect(request).toMatchObject({
      id: chat.id,
      state: 'request',
      last_message: 'Merhaba!',
      unread_count: 1,
    })
    expect(await unread(can)).toEqual({ unread_count: 0, request_count: 1 })
    // A request is read but not answered by writing: it is accepted first.
    expect((await as(t, can).get(`/api/chats/${chat.id}/messages/`)).statusCode).toBe(200)
    expect(
      (await as(t, can).post(`/api/chats/${chat.id}/messages/`, { content: 'hi' })).json(),
    ).toMatchObject({
      code: 'cannot_message_user',
    })
    // Only its recipient answers it.
    expect((await as(t, ayse).post(`/api/chats/${chat.id}/accept`)).statusCode).toBe(404)
    const accepted = await as(t, can).post(`/api/chats/${chat.id}/accept`)
    expect(accepted.json()).toMatchObject({ state: 'active' })
    expect((await list(ayse))[0]).toMatchObject({ id: chat.id, state: 'active' })
    expect(await requests(can)).toEqual([])
    await say(can, chat.id, 'Selam')
  })

  it('a declined request is hidden from its recipient; the sender is told and can no longer write', async () => {
    const [ayse, can] = [await person(), await person()]
    const chat = await chatOf(ayse, can)
    await say(ayse, chat.id, 'hello?')
    expect((await list(ayse))[0]).toMatchObject({ id: chat.id, state: 'sent' })
    // The sender's sockets hear of the decline at once (the web app reads the chat again).
    const heard: unknown[] = []
    const stop = await t.events.subscribe(`user:${ayse.id}`, (event) => {
      heard.push(event)
    })
    expect((await as(t, can).post(`/api/chats/${chat.id}/decline`)).statusCode).toBe(204)
    await stop()
    expect(heard).toContainEqual(expect.objectContaining({ type: 'chat', chat_id: chat.id }))
    expect(await requests(can)).toEqual([])
    expect((await as(t, can).get(`/api/chats/${chat.id}`)).statusCode).toBe(404)
    expect((await as(t, can).post(`/api/chats/${chat.id}/decline`)).statusCode).toBe(404)
    expect((await list(ayse))[0]).toMatchObject({ id: chat.id, state: 'declined' })
    expect((await as(t, ayse).get(`/api/chats/${chat.id}`)).json()).toMatchObject({ state: 'declined' })
    // Writing on: refused with its own code; starting the chat again answers the same declined chat.
    const refused = await as(t, ayse).post(`/api/chats/${chat.id}/messages/`, { content: 'still there?' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({ code: 'chat_request_declined' })
    expect(await chatOf(ayse, can)).toMatchObject({ id: chat.id, state: 'declined' })
    expect(await unread(can)).toEqual({ unread_count: 0, request_count: 0 })
  })

  it('a group member who declines is not announced to the others, who go on writing', async () => {
    const [ayse, can, deniz] = [await person(), await person(), await person()]
    await followAs(t.app, deniz, ayse.id)
    const res = await as(t, ayse).post('/api/chats/', { is_group_chat: true, user_ids: [can.id, deniz.id] })
    const group = res.json() as Chat
    expect((await as(t, can).post(`/api/chats/${group.id}/decline`)).statusCode).toBe(204)
    expect((await as(t, ayse).get(`/api/chats/${group.id}`)).json()).toMatchObject({ state: 'active' })
    await say(ayse, group.id, 'hi all')
  })

  it('refuses oneself, two people without a group, a block either way and a closed inbox', async () => {
    const [ayse, can, deniz] = [await person(), await person(), await person()]
    const code = async (body: unknown, who = ayse) => {
      const res = await as(t, who).post('/api/chats/', body)
      const json = res.json() as { code: string; detail: { code?: string }[] | string }
      return [res.statusCode, Array.isArray(json.detail) ? json.detail[0]?.code : json.code]
    }
    expect(await code({ user_ids: [ayse.id] })).toEqual([422, 'chat_needs_people'])
    expect(await code({ user_ids: [can.id, deniz.id] })).toEqual([422, 'chat_one_person'])
    expect(await code({ user_ids: [] })).toEqual([422, 'chat_needs_people'])
    expect(await code({ user_ids: [99999999] })).toEqual([403, 'cannot_message_user'])
    expect(
      await code({ is_group_chat: true, user_ids: Array.from({ length: 50 }, (_, i) => 100000 + i) }),
    ).toEqual([422, 'chat_group_too_large'])
    await as(t, can).post(`/api/users/${ayse.id}/block`)
    expect(await code({ user_ids: [can.id] })).toEqual([403, 'cannot_message_user'])
    expect(await code({ user_ids: [ayse.id] }, can)).toEqual([403, 'cannot_message_user'])
    await as(t, deniz).put('/api/chats/settings', { who_can_message: 'following' })
    expect(await code({ user_ids: [deniz.id] })).toEqual([403, 'cannot_message_user'])
    await followAs(t.app, deniz, ayse.id)
    expect((await as(t, ayse).post('/api/chats/', { user_ids: [deniz.id] })).statusCode).toBe(201)
  })

  it('a block stops messages in a chat that exists', async () => {
    const [ayse, can] = [await person(), await person()]
    await followAs(t.app, can, ayse.id)
    const chat = await chatOf(ayse, can)
    await say(can, chat.id, 'before')
    await as(t, ayse).post(`/api/users/${can.id}/block`)
    for (const who of [ayse, can]) {
      const res = await as(t, who).post(`/api/chats/${chat.id}/messages/`, { content: 'after' })
      expect(res.statusCode).toBe(403)
    }
  })
})

describe('messages', () => {
  it('are trimmed, 1 to 500 characters, paged from the newest with an older cursor, and since an id', async () => {
    const [ayse, can] = [await person(), await person()]
    await followAs(t.app, can, ayse.id)
    const chat = await chatOf(ayse, can)
    const bad = async (content: unknown) =>
      (
        (await as(t, ayse).post(`/api/chats/${chat.id}/messages/`, { content })).json() as {
          detail: { code?: string }[]
        }
      ).detail[0]?.code
    expect(await bad('   ')).toBe('message_empty')
    expect(await bad('x'.repeat(501))).toBe('message_too_long')
    expect((await say(ayse, chat.id, `  ${'x'.repeat(500)}  `)).content).toHaveLength(500)
    const sent: ChatMessage[] = []
    for (let i = 0; i < 55; i++) sent.push(await say(i % 2 ? ayse : can, chat.id, `m${i}`))
    const page = (await as(t, ayse).get(`/api/chats/${chat.id}/messages/`)).json() as ChatMessage[]
    expect(page.map((m) => m.content)).toEqual(sent.slice(5).map((m) => m.content))
    const older = (
      await as(t, ayse).get(`/api/chats/${chat.id}/messages/?before=${page[0]!.id}`)
    ).json() as ChatMessage[]
    expect(older.map((m) => m.content)).toEqual(['x'.repeat(500), ...sent.slice(0, 5).map((m) => m.content)])
    const since = (
      await as(t, can).get(`/api/chats/${chat.id}/messages/since/${sent[50]!.id}`)
    ).json() as ChatMessage[]
    expect(since.map((m) => m.id)).toEqual(sent.slice(51).map((m) => m.id))
    expect((await as(t, can).get(`/api/chats/${chat.id}/messages/?limit=51`)).statusCode).toBe(422)
  })

  it('count as unread until read, per chat and in total, and the newest activity comes first', async () => {
    const [ayse, can, deniz] = [await person(), await person(), await person()]
    await followAs(t.app, can, ayse.id)
    await followAs(t.app, can, deniz.id)
    const withAyse = await chatOf(ayse, can)
    const withDeniz = await chatOf(deniz, can)
    await say(ayse, withAyse.id, 'one')
    await say(ayse, withAyse.id, 'two')
    await say(deniz, withDeniz.id, 'three')
    const chats = await list(can)
    expect(chats.map((c) => [c.id, c.unread_count, c.last_message])).toEqual([
      [withDeniz.id, 1, 'three'],
      [withAyse.id, 2, 'two'],
    ])
    expect(await unread(can)).toEqual({ unread_count: 3, request_count: 0 })
    const read = await as(t, can).put(`/api/chats/${withAyse.id}/messages/read`)
    expect(read.json()).toMatchObject({ chat_id: withAyse.id, unread_count: 0 })
    expect(await unread(can)).toEqual({ unread_count: 1, request_count: 0 })
    // Her own messages never count for the sender.
    expect((await list(ayse))[0]!.unread_count).toBe(0)
  })

  it("of someone else's chat answer like a missing chat, on every call", async () => {
    const [ayse, can, eve] = [await person(), await person(), await person()]
    const chat = await chatOf(ayse, can)
    const m = await say(ayse, chat.id, 'private')
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', `/chats/${chat.id}`],
      ['GET', `/chats/${chat.id}/messages/`],
      ['GET', `/chats/${chat.id}/messages/since/0`],
      ['POST', `/chats/${chat.id}/messages/`, { content: 'hi' }],
      ['PUT', `/chats/${chat.id}/messages/read`],
      ['POST', `/chats/${chat.id}/typing`],
      ['POST', `/chats/${chat.id}/accept`],
      ['POST', `/chats/${chat.id}/decline`],
      ['DELETE', `/chats/${chat.id}`],
    ]
    for (const [method, url, body] of calls) {
      for (const id of [chat.id, 99999999]) {
        const res = await as(t, eve).send(method, `/api${url.replace(String(chat.id), String(id))}`, body)
        expect([res.statusCode, res.json()], `${method} ${url}`).toEqual([
          404,
          { code: 'chat_not_found', detail: 'Chat not found' },
        ])
      }
    }
    expect(JSON.stringify(await list(eve))).not.toContain(m.content)
    expect((await as(t, null).get('/api/chats/')).statusCode).toBe(401)
  })
})

describe('deleting a chat', () => {
  it('takes a one-to-one chat off the list; the next message brings it back with only what follows', async () => {
    const [ayse, can] = [await person(), await person()]
    await followAs(t.app, can, ayse.id)
    const chat = await chatOf(ayse, can)
    await say(ayse, chat.id, 'old news')
    expect((await as(t, can).delete(`/api/chats/${chat.id}`)).statusCode).toBe(204)
    expect(await list(can)).toEqual([])
    expect(await unread(can)).toEqual({ unread_count: 0, request_count: 0 })
    expect((await as(t, can).get(`/api/chats/${chat.id}/messages/`)).statusCode).toBe(404)
    await say(ayse, chat.id, 'fresh')
    const [back] = await list(can)
    expect(back).toMatchObject({ id: chat.id, unread_count: 1, last_message: 'fresh' })
    const messages = (await as(t, can).get(`/api/chats/${chat.id}/messages/`)).json() as ChatMessage[]
    expect(messages.map((m) => m.content)).toEqual(['fresh'])
    expect(((await as(t, ayse).get(`/api/chats/${chat.id}/messages/`)).json() as ChatMessage[]).length).toBe(
      2,
    )
  })

  it('leaves a group, which goes on for the others without the one who left', async () => {
    const [ayse, can, deniz] = [await person(), await person(), await person()]
    await followAs(t.app, can, ayse.id)
    await followAs(t.app, deniz, ayse.id)
    const res = await as(t, ayse).post('/api/chats/', {
      is_group_chat: true,
      name: '  Study group  ',
      user_ids: [can.id, deniz.id, can.id],
    })
    const group = res.json() as Chat
    expect(group).toMatchObject({ is_group_chat: true, name: 'Study group', state: 'active' })
    expect(group.users.map((u) => u.id).sort()).toEqual([can.id, deniz.id].sort())
    await say(can, group.id, 'hi all')
    await as(t, deniz).delete(`/api/chats/${group.id}`)
    await say(ayse, group.id, 'deniz left')
    expect(await list(deniz)).toEqual([])
    expect((await as(t, deniz).post(`/api/chats/${group.id}/messages/`, { content: 'x' })).statusCode).toBe(
      404,
    )
    const seen = (await list(can))[0]!
    expect(seen.users.map((u) => u.id)).toEqual([ayse.id])
    expect(seen.unread_count).toBe(1)
  })

  it('a group member who does not follow its creator gets it as a request', async () => {
    const [ayse, can, deniz] = [await person(), await person(), await person()]
    await followAs(t.app, can, ayse.id)
    const group = (
      await as(t, ayse).post('/api/chats/', { is_group_chat: true, user_ids: [can.id, deniz.id] })
    ).json() as Chat
    expect((await list(can)).map((c) => c.id)).toEqual([group.id])
    expect((await requests(deniz)).map((c) => c.id)).toEqual([group.id])
  })
})
