import { CHAT_LIMITS } from '@agora/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { openChatSocket } from '../../../test/sockets.ts'
import { expect429 } from '../../../test/throttles.ts'
import { followAs, type SignedInUser, signedInUser } from '../../../test/users.ts'

/** Sending is throttled per person (30 in 10 s), over HTTP and the chat socket together. */
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
