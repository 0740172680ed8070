import { CHAT_LIMITS } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { openChatSocket } from '../../../test/sockets.ts'
import { expect429, repeat } from '../../../test/throttles.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'
import { readThrottle, startChatThrottle, startGroupThrottle } from './chats.throttles.ts'

/**
 * Sending is throttled per person (30 in 10 s), over HTTP and the chat socket together; so are
 * starting chats and marking them read (chats.throttles.ts).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp({ throttle: true })
})
afterAll(() => t.close())

async function chatOf(a: SignedInUser, b: SignedInUser): Promise<number> {
  await followAs(t.app, b, a.id)
  const res = await as(t.app, a.token).post('/api/chats/', { is_group_chat: false, user_ids: [b.id] })
  expect(res.statusCode).toBe(201)
  return (res.json() as { id: number }).id
}
const say = (who: SignedInUser, chatId: number, content: string) =>
  as(t.app, who.token).post(`/api/chats/${chatId}/messages/`, { content })

describe('the sending throttle', () => {
  it('answers 429 too_many_messages after 30 sends, on the socket too, and spares other people', async () => {
    const [ayse, can, deniz] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)]
    const chatId = await chatOf(ayse, can)
    for (let i = 0; i < CHAT_LIMITS.sendMax; i++)
      expect((await say(ayse, chatId, `m${i}`)).statusCode).toBe(201)

    expect429(await say(ayse, chatId, 'one more'), CHAT_LIMITS.sendWindowMs / 1000, 'too_many_messages')
    const socket = await openChatSocket(t.app, chatId, ayse.token)
    await socket.next((m) => m.type === 'ready')
    socket.socket.send('and over the socket')
    expect(await socket.next((m) => m.type === 'error')).toEqual({ type: 'error', code: 'too_many_messages' })
    socket.socket.terminate()
    const stored = await as(t.app, can.token).get(`/api/chats/${chatId}/messages/`)
    expect((stored.json() as unknown[]).length).toBe(CHAT_LIMITS.sendMax)

    // The other person of the chat, and anyone else, still write.
    expect((await say(can, chatId, 'my turn')).statusCode).toBe(201)
    const other = await chatOf(deniz, can)
    expect((await say(deniz, other, 'hello')).statusCode).toBe(201)
  })
})

describe('starting chats and marking them read (issue 30)', () => {
  it('answers 429 (too_many_chats) past 10 new groups, and past 20 starts of any kind', async () => {
    const [ayse, can, deniz] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)]
    const group = () =>
      as(t.app, ayse.token).post('/api/chats/', { is_group_chat: true, user_ids: [can.id, deniz.id] })
    const groups = await repeat(startGroupThrottle.max, group)
    expect(groups).toEqual(Array(startGroupThrottle.max).fill(201))
    expect429(await group(), startGroupThrottle.windowMs / 1000, startGroupThrottle.code)
    // One-to-one chats go on, up to the limit of starts of any kind (the refused group counted too).
    const left = startChatThrottle.max - startGroupThrottle.max - 1
    const start = () => as(t.app, ayse.token).post('/api/chats/', { user_ids: [can.id] })
    expect(new Set(await repeat(left, start))).toEqual(new Set([200, 201]))
    expect429(await start(), startChatThrottle.windowMs / 1000, startChatThrottle.code)
    expect((await as(t.app, can.token).get('/api/chats/requests')).json()).toHaveLength(
      startGroupThrottle.max + 1,
    )
    // Someone else still starts one.
    expect((await as(t.app, deniz.token).post('/api/chats/', { user_ids: [can.id] })).statusCode).toBe(201)
  })

  it('answers 429 past 60 read marks in 10 seconds', async () => {
    const [ayse, can] = [await signedInUser(t), await signedInUser(t)]
    const chatId = await chatOf(ayse, can)
    const read = () => as(t.app, can.token).put(`/api/chats/${chatId}/messages/read`)
    expect(new Set(await repeat(readThrottle.max, read))).toEqual(new Set([200]))
    expect429(await read(), readThrottle.windowMs / 1000, readThrottle.code)
    expect((await as(t.app, ayse.token).put(`/api/chats/${chatId}/messages/read`)).statusCode).toBe(200)
  })
})
