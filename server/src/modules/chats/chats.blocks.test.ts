import type { Chat, ChatMessage } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { eventually, settle } from '../../../test/eventually.ts'
import { type Frame, openChatSocket, openUserSocket } from '../../../test/sockets.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'

/**
 * Blocks in group chats and who sees whose presence (issue 30, docs/decisions.md "Blocks in group
 * chats"), each tried from the forbidden side.
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = () => signedInUser(t)
const ready = (m: Frame) => m.type === 'ready'
const chatAs = async (who: SignedInUser, chatId: number) =>
  (await as(t, who).get(`/api/chats/${chatId}`)).json() as Chat
const texts = async (who: SignedInUser, url: string) =>
  ((await as(t, who).get(url)).json() as ChatMessage[]).map((m) => m.content)
async function say(who: SignedInUser, chatId: number, content: string): Promise<ChatMessage> {
  const res = await as(t, who).post(`/api/chats/${chatId}/messages/`, { content })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as ChatMessage
}

/** Ayse's group with Bora and Cem, who both follow her; Bora has blocked Cem. */
async function groupWithABlock() {
  const [ayse, bora, cem] = [await person(), await person(), await person()]
  await followAs(t.app, bora, ayse.id)
  await followAs(t.app, cem, ayse.id)
  expect((await as(t, bora).post(`/api/users/${cem.id}/block`)).statusCode).toBeLessThan(300)
  const res = await as(t, ayse).post('/api/chats/', {
    is_group_chat: true,
    name: 'Study group',
    user_ids: [bora.id, cem.id],
  })
  expect(res.statusCode).toBe(201)
  return { ayse, bora, cem, chat: res.json() as Chat }
}

describe('a block inside a group chat', () => {
  it('makes the group a request for both people in the block, and each sees only the others', async () => {
    const { ayse, bora, cem, chat } = await groupWithABlock()
    expect(chat.state).toBe('active')
    expect(chat.users.map((u) => u.id).sort()).toEqual([bora.id, cem.id].sort())
    for (const [who, hidden] of [
      [bora, cem],
      [cem, bora],
    ] as const) {
      expect((await as(t, who).get('/api/chats/')).json()).toEqual([])
      const [request] = (await as(t, who).get('/api/chats/requests')).json() as Chat[]
      expect(request).toMatchObject({ id: chat.id, state: 'request' })
      expect(request!.users.map((u) => u.id)).toEqual([ayse.id])
      expect(JSON.stringify(request)).not.toContain(hidden.username)
      expect((await as(t, who).post(`/api/chats/${chat.id}/accept`)).statusCode).toBe(200)
    }
  })

  it("hides each one's messages, typing and presence from the other, in lists, counts and sockets", async () => {
    const { ayse, bora, cem, chat } = await groupWithABlock()
    for (const who of [bora, cem]) await as(t, who).post(`/api/chats/${chat.id}/accept`)
    const [boraHub, cemHub] = [
      await openUserSocket(t.app, bora.token),
      await openUserSocket(t.app, cem.token),
    ]
    const [boraRoom, ayseRoom] = [
      await openChatSocket(t.app, chat.id, bora.token),
      await openChatSocket(t.app, chat.id, ayse.token),
    ]
    for (const s of [boraHub, cemHub, boraRoom, ayseRoom]) await s.next(ready)

    const fromCem = await say(cem, chat.id, 'from cem')
    await ayseRoom.next((m) => m.type === 'message' && (m.message as ChatMessage).id === fromCem.id)
    await as(t, cem).post(`/api/chats/${chat.id}/typing`)
    await ayseRoom.next((m) => m.type === 'typing' && m.user_id === cem.id)
    const fromBora = await say(bora, chat.id, 'from bora')
    await settle()
    // Nothing of Cem's reaches Bora's sockets; nothing of Bora's reaches Cem's own socket.
    expect(boraRoom.messages.filter((m) => m.type === 'message' || m.type === 'typing')).toEqual([
      { type: 'message', message: fromBora },
    ])
    expect(boraHub.messages.filter((m) => m.type === 'chat' && m.message !== null)).toEqual([
      { type: 'chat', chat_id: chat.id, message: fromBora },
    ])
    expect(cemHub.messages.filter((m) => m.type === 'chat' && m.message !== null)).toEqual([
      { type: 'chat', chat_id: chat.id, message: fromCem },
    ])

    // Nor in the lists: messages, since, the last message and the unread counts.
    expect(await texts(bora, `/api/chats/${chat.id}/messages/`)).toEqual(['from bora'])
    expect(await texts(bora, `/api/chats/${chat.id}/messages/since/0`)).toEqual(['from bora'])
    expect(await texts(cem, `/api/chats/${chat.id}/messages/`)).toEqual(['from cem'])
    expect(await texts(ayse, `/api/chats/${chat.id}/messages/`)).toEqual(['from cem', 'from bora'])
    await say(cem, chat.id, 'cem again')
    expect(await chatAs(bora, chat.id)).toMatchObject({ last_message: 'from bora', unread_count: 0 })
    expect((await as(t, bora).get('/api/chats/unread-count')).json()).toMatchObject({ unread_count: 0 })
    expect(await chatAs(ayse, chat.id)).toMatchObject({ last_message: 'cem again' })

    // Presence: Ayse sees Cem online; Bora does not see Cem at all.
    const seenByAyse = (await chatAs(ayse, chat.id)).users.find((u) => u.id === cem.id)
    expect(seenByAyse?.online).toBe(true)
    expect((await chatAs(bora, chat.id)).users.map((u) => u.id)).toEqual([ayse.id])
    expect((await chatAs(cem, chat.id)).users.map((u) => u.id)).toEqual([ayse.id])

    // Nor can Bora report a message he was never shown.
    const report = await as(t, bora).post('/api/reports', {
      target_type: 'chat_message',
      target_id: fromCem.id,
      category: 'spam',
    })
    expect(report.statusCode).toBe(404)
    expect(report.json()).toMatchObject({ code: 'report_target_not_found' })
    for (const s of [boraHub, cemHub, boraRoom, ayseRoom]) s.socket.terminate()
  })

  it('refuses to put someone in a group across a block, answering as for a missing account', async () => {
    const [ayse, bora, cem, deniz] = [await person(), await person(), await person(), await person()]
    await as(t, bora).post(`/api/users/${ayse.id}/block`)
    await as(t, ayse).post(`/api/users/${cem.id}/block`)
    const start = (ids: number[]) =>
      as(t, ayse).post('/api/chats/', { is_group_chat: true, name: 'g', user_ids: [deniz.id, ...ids] })
    const missing = await start([2_000_000_000])
    expect(missing.statusCode).toBe(403)
    for (const id of [bora.id, cem.id]) {
      const res = await start([id])
      expect(res.statusCode).toBe(missing.statusCode)
      expect(res.json()).toEqual(missing.json())
    }
    expect((await as(t, deniz).get('/api/chats/requests')).json()).toEqual([])
  })
})

describe('presence (online, last seen)', () => {
  it('is not shown to the sender of a pending or declined request, nor across a block', async () => {
    const [ayse, bora] = [await person(), await person()]
    const chat = (await as(t, ayse).post('/api/chats/', { user_ids: [bora.id] })).json() as Chat
    expect(chat.state).toBe('sent')
    const [boraHub, ayseHub] = [
      await openUserSocket(t.app, bora.token),
      await openUserSocket(t.app, ayse.token),
    ]
    await boraHub.next(ready)
    await ayseHub.next(ready)
    const hidden = { online: null, last_seen_at: null }
    // Pending: neither the sender nor the recipient sees the other.
    expect((await chatAs(ayse, chat.id)).users[0]).toMatchObject(hidden)
    expect((await chatAs(bora, chat.id)).users[0]).toMatchObject(hidden)
    await as(t, bora).post(`/api/chats/${chat.id}/typing`)

    await as(t, bora).post(`/api/chats/${chat.id}/decline`)
    const declined = await chatAs(ayse, chat.id)
    expect(declined.state).toBe('declined')
    expect(declined.users[0]).toMatchObject(hidden)

    await as(t, bora).post(`/api/users/${ayse.id}/block`)
    expect((await chatAs(ayse, chat.id)).users[0]).toMatchObject(hidden)
    expect((await as(t, ayse).get('/api/chats/')).json()).toEqual([
      expect.objectContaining({ id: chat.id, users: [expect.objectContaining(hidden)] }),
    ])
    boraHub.socket.terminate()
    ayseHub.socket.terminate()
  })

  it('is shown once both accepted the chat, and hidden again after a block', async () => {
    const [ayse, bora] = [await person(), await person()]
    const chat = (await as(t, ayse).post('/api/chats/', { user_ids: [bora.id] })).json() as Chat
    await as(t, bora).post(`/api/chats/${chat.id}/accept`)
    const boraHub = await openUserSocket(t.app, bora.token)
    await boraHub.next(ready)
    expect((await chatAs(ayse, chat.id)).users[0]!.online).toBe(true)
    const m = await say(ayse, chat.id, 'hi')
    await as(t, bora).put(`/api/chats/${chat.id}/messages/read`)
    expect((await chatAs(ayse, chat.id)).read_up_to).toBe(m.id)

    const ayseRoom = await openChatSocket(t.app, chat.id, ayse.token)
    await ayseRoom.next(ready)
    await as(t, bora).post(`/api/users/${ayse.id}/block`)
    await eventually(
      () => chatAs(ayse, chat.id),
      (c) => c.users[0]!.online === null,
    )
    expect(await chatAs(ayse, chat.id)).toMatchObject({ read_up_to: null })
    await as(t, bora).post(`/api/chats/${chat.id}/typing`)
    await as(t, bora).put(`/api/chats/${chat.id}/messages/read`)
    await settle()
    expect(ayseRoom.messages.filter((e) => e.type === 'typing' || e.type === 'read')).toEqual([])
    ayseRoom.socket.terminate()
    boraHub.socket.terminate()
  })
})
