import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { chatMembers, chatSettings, chats } from '../../db/schema/chats.ts'
import {
  blockedEitherWay,
  liveAccountExists,
  notSuspended,
  userCardJson,
  viewerFollows,
} from '../users/index.ts'
import { hiddenSender } from './chats.blocks.repository.ts'
import type { Counterpart, MemberStatus } from './chats.policy.ts'

/** The chats module's rows of chats and their members (db/schema/chats.ts). */

export interface MemberRow {
  status: MemberStatus
  left: boolean
  lastReadMessageId: number | null
  clearedUpTo: number
}

export interface ChatRow {
  id: number
  isGroup: boolean
  name: string | null
  directKey: string | null
  lastMessageId: number | null
}

export const directKeyOf = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`)

export async function findChat(db: Executor, chatId: number, lock = false): Promise<ChatRow | null> {
  const rows = await queryRows<ChatRow>(
    db,
    sql`SELECT id, is_group AS "isGroup", name, direct_key AS "directKey", last_message_id AS "lastMessageId"
      FROM ${chats} WHERE id = ${chatId} ${lock ? sql`FOR UPDATE` : sql``}`,
  )
  return rows[0] ?? null
}

export async function findDirectChatId(db: Executor, key: string): Promise<number | null> {
  const [row] = await db.select({ id: chats.id }).from(chats).where(eq(chats.directKey, key))
  return row?.id ?? null
}

export async function findMember(db: Executor, chatId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select({
      status: chatMembers.status,
      leftAt: chatMembers.leftAt,
      lastReadMessageId: chatMembers.lastReadMessageId,
      clearedUpTo: chatMembers.clearedUpTo,
    })
    .from(chatMembers)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
  return row ? { ...row, left: row.leftAt !== null } : null
}

/** Every member row of the chat: status, whether they left, and what they have read. */
export async function memberIds(
  db: Executor,
  chatId: number,
): Promise<{ userId: number; status: MemberStatus; left: boolean; lastRead: number }[]> {
  const rows = await db
    .select({
      userId: chatMembers.userId,
      status: chatMembers.status,
      leftAt: chatMembers.leftAt,
      lastRead: chatMembers.lastReadMessageId,
      cleared: chatMembers.clearedUpTo,
    })
    .from(chatMembers)
    .where(eq(chatMembers.chatId, chatId))
  return rows.map((r) => ({
    userId: r.userId,
    status: r.status,
    left: r.leftAt !== null,
    lastRead: Math.max(r.lastRead ?? 0, r.cleared),
  }))
}

/** A new chat and its members; a one-to-one chat of the same pair made at the same moment answers null. */
export async function insertChat(
  db: Executor,
  chat: { isGroup: boolean; name: string | null; directKey: string | null; createdBy: number; at: Date },
  members: { userId: number; status: MemberStatus }[],
): Promise<number | null> {
  const [row] = await db
    .insert(chats)
    .values({ ...chat, createdAt: chat.at, updatedAt: chat.at })
    .onConflictDoNothing()
    .returning({ id: chats.id })
  if (!row) return null
  await db
    .insert(chatMembers)
    .values(members.map((m) => ({ chatId: row.id, userId: m.userId, status: m.status, joinedAt: chat.at })))
  return row.id
}

export async function setMember(
  db: Executor,
  chatId: number,
  userId: number,
  patch: Partial<{
    status: MemberStatus
    leftAt: Date | null
    clearedUpTo: number
    lastReadMessageId: number | null
  }>,
): Promise<void> {
  await db
    .update(chatMembers)
    .set(patch)
    .where(and(eq(chatMembers.chatId, chatId), eq(chatMembers.userId, userId)))
}

/** People who deleted a one-to-one chat see it again when a new message comes (history after it only). */
export async function bringBackLeftMembers(db: Executor, chatId: number): Promise<number[]> {
  const rows = await db
    .update(chatMembers)
    .set({ leftAt: null })
    .where(and(eq(chatMembers.chatId, chatId), sql`${chatMembers.leftAt} IS NOT NULL`))
    .returning({ userId: chatMembers.userId })
  return rows.map((r) => r.userId)
}

/**
 * The facts the policy needs about each target, as seen from the viewer. A suspended account counts
 * as a missing one for the time of its suspension, as its profile does (issue 30).
 */
export async function counterparts(
  db: Executor,
  viewerId: number,
  targetIds: readonly number[],
): Promise<Map<number, Counterpart>> {
  if (targetIds.length === 0) return new Map()
  const rows = await queryRows<{
    id: number
    live: boolean
    blocked: boolean
    who: string | null
    follows: boolean
  }>(
    db,
    sql`SELECT t.id, ${liveAccountExists(sql.raw('t.id'))} AND ${notSuspended(sql.raw('t.id'))} AS live, ${blockedEitherWay(viewerId, sql.raw('t.id'))} AS blocked,
      (SELECT s.who_can_message FROM ${chatSettings} s WHERE s.user_id = t.id) AS who,
      ${viewerFollows(sql.raw('t.id'), sql`${viewerId}::int`)} AS follows
      FROM unnest(${`{${targetIds.join(',')}}`}::int[]) AS t(id)`,
  )
  return new Map(
    rows.map((r) => [
      r.id,
      {
        live: r.live,
        blockedEitherWay: r.blocked,
        whoCanMessage: r.who === 'following' ? 'following' : 'everyone',
        followsViewer: r.follows,
      },
    ]),
  )
}

/** A chat of the viewer's as the list shows it; `others` are the other members with their facts. */
export interface ChatListRow {
  id: number
  isGroup: boolean
  name: string | null
  status: MemberStatus
  createdAt: Date
  updatedAt: Date
  lastMessage: string | null
  lastMessageId: number | null
  lastMessageUserId: number | null
  lastMessageAt: Date | null
  unreadCount: number
  others: {
    id: number
    status: MemberStatus
    lastRead: number | null
    /** A block stands between this member and the viewer (one-to-one: groups leave them out). */
    blocked: boolean
    showActivity: boolean
    lastSeenAt: string | null
    user: {
      id: number
      username: string
      nickname: string | null
      firstName: string | null
      lastName: string | null
      avatarUrl: string | null
    } | null
  }[]
}

/**
 * The viewer's chats: `list` (active, newest activity first), `requests`, or the one `chatId`. In a
 * group, a member in a block with the viewer is left out, and so are their messages (the last message
 * and the unread count), as if they had no account (issue 30).
 */
export async function listChats(
  db: Executor,
  viewerId: number,
  which: { kind: 'list' } | { kind: 'requests' } | { kind: 'one'; chatId: number },
): Promise<ChatListRow[]> {
  const where =
    which.kind === 'list'
      ? sql`m.status = 'active'`
      : which.kind === 'requests'
        ? sql`m.status = 'request'`
        : sql`m.status <> 'declined' AND c.id = ${which.chatId}`
  const hidden = (sender: SQL) => hiddenSender(viewerId, sql.raw('c.is_group'), sender)
  return queryRows<ChatListRow>(
    db,
    sql`SELECT c.id, c.is_group AS "isGroup", c.name, m.status, c.created_at AS "createdAt", c.updated_at AS "updatedAt",
      lm.content AS "lastMessage", lm.id AS "lastMessageId", lm.user_id AS "lastMessageUserId", lm.created_at AS "lastMessageAt",
      (SELECT count(*) FROM chat_messages x WHERE x.chat_id = c.id AND x.user_id <> ${viewerId}
        AND x.id > GREATEST(COALESCE(m.last_read_message_id, 0), m.cleared_up_to)
        AND NOT ${hidden(sql.raw('x.user_id'))})::int AS "unreadCount",
      COALESCE((SELECT json_agg(json_build_object('id', o.user_id, 'status', o.status, 'lastRead', o.last_read_message_id,
          'blocked', ${blockedEitherWay(viewerId, sql.raw('o.user_id'))},
          'showActivity', COALESCE(s.show_activity, true), 'lastSeenAt', s.last_seen_at,
          'user', ${userCardJson(sql.raw('o.user_id'))}) ORDER BY o.joined_at, o.user_id)
        FROM chat_members o LEFT JOIN chat_settings s ON s.user_id = o.user_id
        WHERE o.chat_id = c.id AND o.user_id <> ${viewerId}
          AND (NOT c.is_group OR (o.left_at IS NULL AND o.status <> 'declined'
            AND NOT ${blockedEitherWay(viewerId, sql.raw('o.user_id'))}))), '[]'::json) AS others
      FROM chat_members m JOIN chats c ON c.id = m.chat_id
      LEFT JOIN chat_messages lm ON lm.id = (CASE WHEN c.is_group
          THEN (SELECT x.id FROM chat_messages x WHERE x.chat_id = c.id AND x.id > m.cleared_up_to
            AND NOT ${hidden(sql.raw('x.user_id'))} ORDER BY x.id DESC LIMIT 1)
          ELSE c.last_message_id END) AND lm.id > m.cleared_up_to
      WHERE m.user_id = ${viewerId} AND m.left_at IS NULL AND ${where}
      ORDER BY c.updated_at DESC, c.id DESC
      LIMIT 500`,
  )
}

/** The viewer's unread messages over active chats, and their open requests. */
export async function unreadTotals(db: Executor, viewerId: number) {
  const [row] = await queryRows<{ unread: number; requests: number }>(
    db,
    sql`SELECT COALESCE(SUM((SELECT count(*) FROM chat_messages x WHERE x.chat_id = m.chat_id AND x.user_id <> ${viewerId}
          AND x.id > GREATEST(COALESCE(m.last_read_message_id, 0), m.cleared_up_to)
          AND NOT ${hiddenSender(viewerId, sql.raw('c.is_group'), sql.raw('x.user_id'))})) FILTER (WHERE m.status = 'active'), 0)::int AS unread,
        (count(*) FILTER (WHERE m.status = 'request'))::int AS requests
      FROM chat_members m JOIN chats c ON c.id = m.chat_id WHERE m.user_id = ${viewerId} AND m.left_at IS NULL`,
  )
  return { unread: row?.unread ?? 0, requests: row?.requests ?? 0 }
}

export async function activityShown(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ show: chatSettings.showActivity })
    .from(chatSettings)
    .where(eq(chatSettings.userId, userId))
  return row?.show ?? true
}
