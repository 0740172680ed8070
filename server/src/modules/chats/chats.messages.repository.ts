import type { LinkCard } from '@agora/contract'
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { chatMembers, chatMessages, chatSettings, chats } from '../../db/schema/chats.ts'
import { linkCardJson } from '../links/index.ts'
import { blockedEitherWay } from '../users/index.ts'

/** The chats module's messages, read marks and settings rows (db/schema/chats.ts). */

export interface MessageRow {
  id: number
  chatId: number
  userId: number
  content: string
  createdAt: Date
  /** The card of its first link (issue 31), or null. */
  linkCard: LinkCard | null
}

const COLUMNS = {
  id: chatMessages.id,
  chatId: chatMessages.chatId,
  userId: chatMessages.userId,
  content: chatMessages.content,
  createdAt: chatMessages.createdAt,
  linkCard: linkCardJson(sql.raw('"chat_messages"."link_card_id"')),
}

/**
 * Stores a message: the chat row is locked while its next number is taken and the row inserted, so
 * that ids within a chat grow in commit order (since/{lastId} never skips one that commits late).
 */
export async function insertMessage(
  tx: Executor,
  m: { chatId: number; userId: number; content: string; linkCardId: number | null; at: Date },
): Promise<MessageRow> {
  const [chat] = await queryRows<{ seq: number }>(
    tx,
    sql`UPDATE ${chats} SET last_seq = last_seq + 1, updated_at = ${m.at} WHERE id = ${m.chatId} RETURNING last_seq AS seq`,
  )
  const [row] = await tx
    .insert(chatMessages)
    .values({
      chatId: m.chatId,
      seq: chat!.seq,
      userId: m.userId,
      content: m.content,
      linkCardId: m.linkCardId,
      createdAt: m.at,
    })
    .returning(COLUMNS)
  await tx.update(chats).set({ lastMessageId: row!.id }).where(eq(chats.id, m.chatId))
  // The sender has read everything up to their own message.
  await tx
    .update(chatMembers)
    .set({ lastReadMessageId: row!.id })
    .where(and(eq(chatMembers.chatId, m.chatId), eq(chatMembers.userId, m.userId)))
  return row!
}

/**
 * Whose messages a reader sees: after `floor` (what they cleared), and in a group none from a member
 * in a block with them (`hideBlockedFrom`, the reader; issue 30).
 */
export interface MessageScope {
  floor: number
  hideBlockedFrom: number | null
}

const notHidden = (scope: MessageScope) =>
  scope.hideBlockedFrom === null
    ? undefined
    : sql`NOT ${blockedEitherWay(scope.hideBlockedFrom, sql`${chatMessages.userId}`)}`

/** The newest `limit` messages in the scope, or those before `before`; oldest first. */
export async function pageMessages(
  db: Executor,
  chatId: number,
  scope: MessageScope,
  q: { before?: number; limit: number },
): Promise<MessageRow[]> {
  const rows = await db
    .select(COLUMNS)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        gt(chatMessages.id, scope.floor),
        q.before === undefined ? undefined : lt(chatMessages.id, q.before),
        notHidden(scope),
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(q.limit)
  return rows.reverse()
}

/** Messages in the scope after `lastId`, oldest first. */
export async function messagesSince(
  db: Executor,
  chatId: number,
  scope: MessageScope,
  lastId: number,
  limit: number,
): Promise<MessageRow[]> {
  return db
    .select(COLUMNS)
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        gt(chatMessages.id, Math.max(scope.floor, lastId)),
        notHidden(scope),
      ),
    )
    .orderBy(asc(chatMessages.id))
    .limit(limit)
}

/** Marks the chat read up to its newest message; answers the mark (null in a chat without messages). */
export async function markChatRead(db: Executor, chatId: number, userId: number): Promise<number | null> {
  const [row] = await queryRows<{ mark: number | null }>(
    db,
    sql`UPDATE ${chatMembers} m SET last_read_message_id = GREATEST(COALESCE(m.last_read_message_id, 0), c.last_message_id)
      FROM ${chats} c WHERE c.id = m.chat_id AND m.chat_id = ${chatId} AND m.user_id = ${userId}
      RETURNING m.last_read_message_id AS mark`,
  )
  return row?.mark ?? null
}

export interface SettingsRow {
  whoCanMessage: 'everyone' | 'following'
  showActivity: boolean
}

export async function findSettings(db: Executor, userId: number): Promise<SettingsRow> {
  const [row] = await db
    .select({ whoCanMessage: chatSettings.whoCanMessage, showActivity: chatSettings.showActivity })
    .from(chatSettings)
    .where(eq(chatSettings.userId, userId))
  return row ?? { whoCanMessage: 'everyone', showActivity: true }
}

export async function saveSettings(db: Executor, userId: number, patch: Partial<SettingsRow>): Promise<void> {
  const next = { ...(await findSettings(db, userId)), ...patch }
  await db
    .insert(chatSettings)
    .values({ userId, ...next })
    .onConflictDoUpdate({ target: chatSettings.userId, set: next })
}

export async function recordLastSeen(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .insert(chatSettings)
    .values({ userId, lastSeenAt: at })
    .onConflictDoUpdate({ target: chatSettings.userId, set: { lastSeenAt: at } })
}
