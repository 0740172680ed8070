import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { chats } from '../../db/schema/chats.ts'
import { insertMessage } from './chats.messages.repository.ts'
import type { MemberStatus } from './chats.policy.ts'
import { directKeyOf, insertChat } from './chats.repository.ts'

/**
 * A chat as the API would make it (demo:seed, tests, bench): the creator active, the others with the
 * status given (active unless said otherwise). A chat that exists (the same pair, or a group of the
 * same creator and name) is left as it is: `created` is false.
 */
export async function seedChat(
  db: Executor,
  chat: {
    creatorId: number
    others: readonly number[]
    name?: string | null
    isGroup?: boolean
    status?: MemberStatus
    at?: Date
  },
): Promise<{ id: number; created: boolean }> {
  const isGroup = chat.isGroup ?? chat.others.length > 1
  const directKey = isGroup ? null : directKeyOf(chat.creatorId, chat.others[0]!)
  const [existing] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(
      directKey
        ? eq(chats.directKey, directKey)
        : and(eq(chats.createdBy, chat.creatorId), eq(chats.name, chat.name ?? '')),
    )
  if (existing) return { id: existing.id, created: false }
  const id = await insertChat(
    db,
    {
      isGroup,
      name: isGroup ? (chat.name ?? null) : null,
      directKey,
      createdBy: chat.creatorId,
      at: chat.at ?? new Date(),
    },
    [
      { userId: chat.creatorId, status: 'active' },
      ...chat.others.map((userId) => ({ userId, status: chat.status ?? ('active' as const) })),
    ],
  )
  if (id === null) throw new Error('That one-to-one chat was made at the same moment')
  return { id, created: true }
}

/** A message in a seeded chat, at the given time; the chat's order and the sender's read mark follow. */
export async function seedMessage(
  db: Executor,
  chatId: number,
  userId: number,
  content: string,
  at: Date = new Date(),
): Promise<number> {
  return (await insertMessage(db, { chatId, userId, content, linkCardId: null, at })).id
}
