import type { Chat, ChatMessage } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../../../test/app.ts'
import { as } from '../../../test/client.ts'
import { followAs, idsOf, type SignedInUser, signedInUser } from '../../../test/users.ts'
import { exportMessagesOf } from './chats.export.ts'

/**
 * What someone no longer in a chat may still reach, what the export holds after a clear, and
 * suspended accounts in the chat pickers (issue 30).
 */
let t: TestApp
beforeAll(async () => {
  t = await buildTestApp()
})
afterAll(() => t.close())

const person = () => signedInUser(t)
async function say(who: SignedInUser, chatId: number, content: string): Promise<ChatMessage> {
  const res = await as(t, who).post(`/api/chats/${chatId}/messages/`, { content })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as ChatMessage
}
const report = (who: SignedInUser, id: number) =>
  as(t, who).post('/api/reports', { target_type: 'chat_message', target_id: id, category: 'spam' })

describe('reporting a chat message', () => {
  it('is refused for a message posted after the reporter left the group', async () => {
    const [ayse, bora, cem] = [await person(), await person(), await person()]
    await followAs(t.app, bora, ayse.id)
    await followAs(t.app, cem, ayse.id)
    const chat = (
      await as(t, ayse).post('/api/chats/', { is_group_chat: true, user_ids: [bora.id, cem.id] })
    ).json() as Chat
    await say(cem, chat.id, 'before bora left')
    expect((await as(t, bora).delete(`/api/chats/${chat.id}`)).statusCode).toBe(204)
    const after = await say(cem, chat.id, 'after bora left')
    const refused = await report(bora, after.id)
    expect(refused.statusCode).toBe(404)
    expect(refused.json()).toMatchObject({ code: 'report_target_not_found' })
    // Those still in the group report it.
    expect((await report(ayse, after.id)).statusCode).toBe(201)
  })
})

describe('the data export of chats', () => {
  it('holds the messages received after the chat was cleared, not those before', async () => {
    const [ayse, bora] = [await person(), await person()]
    await followAs(t.app, bora, ayse.id)
    const chat = (await as(t, ayse).post('/api/chats/', { user_ids: [bora.id] })).json() as Chat
    await say(ayse, chat.id, 'cleared away')
    expect((await as(t, bora).delete(`/api/chats/${chat.id}`)).statusCode).toBe(204)
    await say(ayse, chat.id, 'after the clear')
    await say(bora, chat.id, 'my answer')
    const rows = (await exportMessagesOf(t.database.db, bora.id)) as { content: string; direction: string }[]
    expect(rows.map((r) => [r.direction, r.content])).toEqual([
      ['received', 'after the clear'],
      ['sent', 'my answer'],
    ])
  })
})

describe('suspended accounts and the chat pickers', () => {
  it('leave the picker and cannot be put in a chat while suspended, and come back after', async () => {
    const [ayse, cem] = [await person(), await person()]
    const suspend = (until: string) =>
      t.database.db.execute(
        sql`UPDATE users SET suspended_until = ${until}::timestamptz WHERE id = ${cem.id}`,
      )
    // The directory is paged by username; Cem's is unique, so a search by it finds exactly Cem.
    const picker = async () =>
      idsOf((await as(t, ayse).get(`/api/users/?q=${cem.username}&limit=50`)).json() as { id: number }[])
    const start = () => as(t, ayse).post('/api/chats/', { user_ids: [cem.id] })
    expect(await picker()).toEqual([cem.id])

    await suspend(new Date(Date.now() + 86_400_000).toISOString())
    expect(await picker()).toEqual([])
    const refused = await start()
    const missing = await as(t, ayse).post('/api/chats/', { user_ids: [2_000_000_000] })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual(missing.json())
    const group = await as(t, ayse).post('/api/chats/', { is_group_chat: true, user_ids: [cem.id] })
    expect(group.json()).toEqual(missing.json())

    await suspend(new Date(Date.now() - 1000).toISOString())
    expect(await picker()).toEqual([cem.id])
    expect((await start()).statusCode).toBe(201)
  })
})
