import type { Chat, ChatMessage, Notification } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { eventually } from '../../../test/eventually.ts'
import { openChatSocket, openUserSocket } from '../../../test/sockets.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'

/** The chat socket, live delivery, presence, typing, "Seen" and the message notification. */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = () => signedInUser(t)
/** Two people who follow each other, and their chat. */
async function pair(): Promise<[SignedInUser, SignedInUser, Chat]> {
  const [a, b] = [await person(), await person()]
  await followAs(t.app, a, b.id)
  await followAs(t.app, b, a.id)
  const chat = (await as(t, a).post('/api/chats/', { user_ids: [b.id] })).json() as Chat
  return [a, b, chat]
}
const ready = (m: { type?: unknown }) => m.type === 'ready'
const isMessage = (content: string) => (m: Record<string, unknown>) =>
  m.type === 'message' && (m.message as ChatMessage).content === content

describe('the chat socket', () => {
  it('refuses a bad token with 4401, and a chat that is not the viewer’s with 4404', async () => {
    const [a, , chat] = await pair()
    expect(await (await openChatSocket(t.app, chat.id, 'nope')).closed).toBe(4401)
    const eve = await person()
    expect(await (await openChatSocket(t.app, chat.id, eve.token)).closed).toBe(4404)
    expect(await (await openChatSocket(t.app, 99999999, a.token)).closed).toBe(4404)
    expect(await (await openChatSocket(t.app, 'abc', a.token)).closed).toBe(4404)
  })

  it('delivers a message sent over HTTP or as plain text to every open socket of the chat, once', async () => {
    const [a, b, chat] = await pair()
    const [sa, sb] = [
      await openChatSocket(t.app, chat.id, a.token),
      await openChatSocket(t.app, chat.id, b.token),
    ]
    await Promise.all([sa.next(ready), sb.next(ready)])
    const posted = (await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'over http' })).json()
    expect(await sb.next(isMessage('over http'))).toEqual({ type: 'message', message: posted })
    sb.socket.send('  as text  ')
    const got = (await sa.next(isMessage('as text'))).message as ChatMessage
    expect(got).toMatchObject({ chat_id: chat.id, user_id: b.id, content: 'as text' })
    sa.socket.send('ping')
    await sa.next((m) => m.type === 'pong')
    sa.socket.send('   ')
    expect(await sa.next((m) => m.type === 'error')).toEqual({ type: 'error', code: 'message_empty' })
    const stored = (await as(t, a).get(`/api/chats/${chat.id}/messages/`)).json() as ChatMessage[]
    expect(stored.map((m) => m.content)).toEqual(['over http', 'as text'])
    expect(sb.messages.filter((m) => m.type === 'message')).toHaveLength(2)
    sa.socket.close()
    sb.socket.close()
  })

  it('closes within a second when its member deletes the chat, and when the session signs out', async () => {
    const [a, b, chat] = await pair()
    const sa = await openChatSocket(t.app, chat.id, a.token)
    const sb = await openChatSocket(t.app, chat.id, b.token)
    await Promise.all([sa.next(ready), sb.next(ready)])
    const started = Date.now()
    await as(t, a).delete(`/api/chats/${chat.id}`)
    expect(await sa.closed).toBe(4404)
    expect(Date.now() - started).toBeLessThan(1000)
    await as(t, b).post('/api/auth/logout')
    expect(await sb.closed).toBe(4401)
  })

  it('tells each member’s own socket of a new message, for the list and the badge', async () => {
    const [a, b, chat] = await pair()
    const own = await openUserSocket(t.app, b.token)
    await own.next(ready)
    await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'ping you' })
    const event = await own.next((m) => m.type === 'chat')
    expect(event).toMatchObject({ chat_id: chat.id, message: { content: 'ping you' } })
    own.socket.close()
  })
})

describe('the message notification', () => {
  const messageNotes = async (who: SignedInUser) =>
    ((await as(t, who).get('/api/notifications/?filter_type=new')).json() as Notification[]).filter(
      (n) => n.notification_type === 'message',
    )
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50))

  it('is made once per chat until read, and only for members without the chat open', async () => {
    const [a, b, chat] = await pair()
    await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'first' })
    await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'second' })
    await settle()
    const notes = await messageNotes(b)
    expect(notes).toHaveLength(1)
    expect(notes[0]).toMatchObject({ chat_id: chat.id, actor_id: a.id, content: 'first' })
    // Reading the chat reads its notification; the next unread stretch makes a new one.
    await as(t, b).put(`/api/chats/${chat.id}/messages/read`)
    await settle()
    expect(await messageNotes(b)).toEqual([])
    const open = await openChatSocket(t.app, chat.id, b.token)
    await open.next(ready)
    await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'while open' })
    await open.next(isMessage('while open'))
    await settle()
    expect(await messageNotes(b)).toEqual([])
    open.socket.terminate()
    await eventually(async () => !(await t.presence.held([`chat:${chat.id}:${b.id}`])).size)
    await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'after closing' })
    await settle()
    expect((await messageNotes(b)).map((n) => n.content)).toEqual(['after closing'])
    // The sender is never notified of her own message.
    expect(await messageNotes(a)).toEqual([])
  })
})

describe('presence, typing and Seen', () => {
  it('show online while a socket is open and last seen after; typing and read marks reach the chat', async () => {
    const [a, b, chat] = await pair()
    const partner = async () => ((await as(t, a).get(`/api/chats/${chat.id}`)).json() as Chat).users[0]!
    expect(await partner()).toMatchObject({ online: false, last_seen_at: null })
    const own = await openUserSocket(t.app, b.token)
    await own.next(ready)
    expect((await partner()).online).toBe(true)
    // (injectWS's stream ends only when the client drops it; a browser's close ends its TCP stream.)
    own.socket.terminate()
    // Offline at once; the last-seen time is written by a listener of presence.offline just after.
    await eventually(async () => {
      const p = await partner()
      return p.online === false && p.last_seen_at !== null
    })
    const gone = await partner()
    expect(gone.online).toBe(false)
    expect(gone.last_seen_at).not.toBeNull()

    const sa = await openChatSocket(t.app, chat.id, a.token)
    await sa.next(ready)
    expect((await as(t, b).post(`/api/chats/${chat.id}/typing`)).statusCode).toBe(204)
    expect(await sa.next((m) => m.type === 'typing')).toEqual({
      type: 'typing',
      chat_id: chat.id,
      user_id: b.id,
    })
    const m = (
      await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'seen?' })
    ).json() as ChatMessage
    await as(t, b).put(`/api/chats/${chat.id}/messages/read`)
    expect(await sa.next((e) => e.type === 'read')).toEqual({
      type: 'read',
      chat_id: chat.id,
      user_id: b.id,
      message_id: m.id,
    })
    expect(((await as(t, a).get(`/api/chats/${chat.id}`)).json() as Chat).read_up_to).toBe(m.id)
    sa.socket.close()
  })

  it('hidden activity hides presence, typing and Seen both ways', async () => {
    const [a, b, chat] = await pair()
    await as(t, b).put('/api/chats/settings', { show_activity: false })
    expect((await as(t, b).get('/api/chats/settings')).json()).toEqual({
      who_can_message: 'everyone',
      show_activity: false,
    })
    const own = await openUserSocket(t.app, a.token)
    await own.next(ready)
    const m = (
      await as(t, a).post(`/api/chats/${chat.id}/messages/`, { content: 'hidden' })
    ).json() as ChatMessage
    await as(t, b).put(`/api/chats/${chat.id}/messages/read`)
    const seenByA = (await as(t, a).get(`/api/chats/${chat.id}`)).json() as Chat
    expect(seenByA.users[0]).toMatchObject({ online: null, last_seen_at: null })
    expect(seenByA.read_up_to).toBeNull()
    // B hides hers, so she does not see A's either, though A is online.
    expect(((await as(t, b).get(`/api/chats/${chat.id}`)).json() as Chat).users[0]!.online).toBeNull()
    const sa = await openChatSocket(t.app, chat.id, a.token)
    await sa.next(ready)
    await as(t, b).post(`/api/chats/${chat.id}/typing`)
    await as(t, b).put(`/api/chats/${chat.id}/messages/read`)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(sa.messages.filter((e) => e.type === 'typing' || e.type === 'read')).toEqual([])
    expect(m.content).toBe('hidden')
    sa.socket.close()
    own.socket.close()
  })
})
