import type { NotificationType } from '@agora/contract'
import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { notificationFanouts, notificationSettings, notifications } from '../../db/schema/notifications.ts'
import { isMutedPost, isVisiblePost, postExcerpt } from '../posts/index.ts'
import {
  accountCreatedAt,
  activeMute,
  blockedEitherWay,
  liveAccountExists,
  viewerFollows,
} from '../users/index.ts'

/** Rows of the same group key started within this span answer as one item (Mastodon's 12 hours). */
export const GROUP_SPAN_SECONDS = 12 * 3600
const NEW_ACCOUNT_DAYS = 30

/** What makes a notification, before it is known for whom. */
export interface NotificationDraft {
  type: NotificationType
  /**
   * Null for what the site itself says (a moderation decision): no actor rule, filter or switch applies,
   * so a person always learns what was decided about them and their reports.
   */
  actorId: number | null
  postId?: number | null
  communityId?: number | null
  eventId?: number | null
  announcementId?: number | null
  chatId?: number | null
  followRequest?: boolean
  /** Names the cause for one recipient: the same key is never written twice (listeners, toggles). */
  dedupKey: string
  /** Groupable kinds: rows of this prefix within GROUP_SPAN_SECONDS group together. */
  groupPrefix?: string | null
  /** Text, or SQL that reads it (a title) when the row is written. */
  content?: string | SQL | null
}

export interface InsertedNotification {
  id: number
  recipientId: number
  filtered: boolean
  inserted: boolean
}

/**
 * Writes the draft for each recipient who may have it, in one statement: never to the actor, never
 * across a block either way, never from an account the recipient muted, never to a gone account,
 * never about a post the recipient may not see or muted (a muted word), never of a kind the recipient
 * turned off. The recipient's filters mark it filtered instead. An
 * existing row of the same key is left alone, except that one withdrawn by an undo comes back
 * silently (inserted false): a redo notifies nobody twice.
 */
export async function insertNotifications(
  db: Executor,
  draft: NotificationDraft,
  recipientIds: readonly number[],
  now: Date,
): Promise<InsertedNotification[]> {
  if (recipientIds.length === 0) return []
  const r = sql.raw('r.id')
  const actor = sql`${draft.actorId}::int`
  const post = draft.postId ?? null
  const content = draft.content ?? (post === null ? null : postExcerpt(sql`${post}::int`))
  const groupKey = draft.groupPrefix
    ? sql`COALESCE((SELECT g.group_key FROM ${notifications} g WHERE g.recipient_id = r.id
          AND starts_with(g.group_key, ${`${draft.groupPrefix}|`})
          AND split_part(g.group_key, '|', 2)::bigint > ${Math.floor(now.getTime() / 1000) - GROUP_SPAN_SECONDS}
          ORDER BY g.id DESC LIMIT 1), ${`${draft.groupPrefix}|${Math.floor(now.getTime() / 1000)}`})`
    : sql`NULL`
  const newAccountSince = new Date(now.getTime() - NEW_ACCOUNT_DAYS * 24 * 3600 * 1000)
  const system = draft.actorId === null
  const filtered = system
    ? sql`false`
    : sql`(
    (COALESCE(s.filter_not_following, false) AND NOT ${viewerFollows(r, actor)})
    OR (COALESCE(s.filter_not_followers, false) AND NOT ${viewerFollows(actor, r)})
    OR (COALESCE(s.filter_new_accounts, false) AND ${accountCreatedAt(actor)} > ${newAccountSince.toISOString()}::timestamptz))`
  const visible: SQL =
    post === null
      ? sql`true`
      : sql`${isVisiblePost(sql`${post}::int`, r)} AND NOT ${isMutedPost(sql`${post}::int`, r)}`
  const result = await rowsOf<{
    id: number
    recipient_id: number
    filtered: boolean
    inserted: boolean
  }>(
    db,
    sql`
    INSERT INTO ${notifications} (recipient_id, type, actor_id, post_id, community_id, event_id, announcement_id,
      chat_id, follow_request, content, dedup_key, group_key, filtered, created_at)
    SELECT r.id, ${draft.type}, ${actor}, ${post}::int, ${draft.communityId ?? null}::int, ${draft.eventId ?? null}::int,
      ${draft.announcementId ?? null}::int, ${draft.chatId ?? null}::int, ${draft.followRequest ?? false},
      ${content}, ${draft.dedupKey}, ${groupKey}, ${filtered}, ${now.toISOString()}::timestamptz
    FROM unnest(${`{${recipientIds.join(',')}}`}::int[]) AS r(id)
    LEFT JOIN ${notificationSettings} s ON s.user_id = r.id
    WHERE ${system ? sql`true` : sql`NOT (${draft.type} = ANY(COALESCE(s.disabled_types, '{}'::text[])))`}
      AND ${liveAccountExists(r)}
      AND ${system ? sql`true` : sql`r.id <> ${actor} AND NOT ${blockedEitherWay(r, actor)} AND NOT ${activeMute(r, actor)}`}
      AND ${visible}
    ON CONFLICT (recipient_id, dedup_key) DO UPDATE SET withdrawn = false WHERE ${notifications.withdrawn}
    RETURNING id, recipient_id, filtered, (xmax = 0) AS inserted`,
  )
  return result.rows.map((row) => ({
    id: Number(row.id),
    recipientId: Number(row.recipient_id),
    filtered: row.filtered,
    inserted: row.inserted,
  }))
}

/** Undo: the unread notification of this cause is withdrawn (kept as the marker that silences a redo). */
export async function withdrawByKey(db: Executor, dedupKey: string, recipientId?: number): Promise<number[]> {
  const result = await rowsOf<{ recipient_id: number }>(
    db,
    sql`
    UPDATE ${notifications} SET withdrawn = true
    WHERE dedup_key = ${dedupKey} AND NOT is_read AND NOT withdrawn
      ${recipientId === undefined ? sql`` : sql`AND recipient_id = ${recipientId}`}
    RETURNING recipient_id`,
  )
  return result.rows.map((row) => Number(row.recipient_id))
}

/** A deleted post, event or announcement: its notifications are withdrawn, read or not. */
export async function withdrawByTarget(
  db: Executor,
  target: 'post_id' | 'event_id' | 'announcement_id',
  id: number,
): Promise<number[]> {
  const result = await rowsOf<{ recipient_id: number }>(
    db,
    sql`
    UPDATE ${notifications} SET withdrawn = true
    WHERE ${sql.raw(target)} = ${id} AND NOT withdrawn RETURNING recipient_id`,
  )
  return [...new Set(result.rows.map((row) => Number(row.recipient_id)))]
}

/** A block: what either sent the other goes. */
export async function deleteBetween(db: Executor, a: number, b: number): Promise<void> {
  await db.execute(sql`DELETE FROM ${notifications}
    WHERE (recipient_id = ${a} AND actor_id = ${b}) OR (recipient_id = ${b} AND actor_id = ${a})`)
}

/** A deleted account: what it caused goes (what it received goes with the account's row). */
export async function deleteByActor(db: Executor, actorId: number): Promise<number[]> {
  const result = await rowsOf<{ recipient_id: number }>(
    db,
    sql`DELETE FROM ${notifications} WHERE actor_id = ${actorId} RETURNING recipient_id`,
  )
  return [...new Set(result.rows.map((row) => Number(row.recipient_id)))]
}

/** An approved request becomes a follow: its notification now opens the follower's profile. */
export async function markFollowApproved(
  db: Executor,
  followeeId: number,
  followerId: number,
): Promise<void> {
  await db.execute(sql`UPDATE ${notifications} SET follow_request = false
    WHERE recipient_id = ${followeeId} AND dedup_key = ${followKey(followerId)}`)
}

export const followKey = (followerId: number) => `follow:a${followerId}`

/** The first instance to claim a fan-out writes it; the others (every instance hears the event) skip. */
export async function claimFanout(db: Executor, key: string): Promise<boolean> {
  const result = await rowsOf<{ key: string }>(
    db,
    sql`INSERT INTO ${notificationFanouts} (key) VALUES (${key}) ON CONFLICT DO NOTHING RETURNING key`,
  )
  return result.rows.length > 0
}

export async function pruneFanouts(db: Executor, before: Date): Promise<void> {
  await db.execute(
    sql`DELETE FROM ${notificationFanouts} WHERE created_at < ${before.toISOString()}::timestamptz`,
  )
}

/** The next batch of ids of `recipients` (a `SELECT id ...` subquery) after `afterId`. */
export async function recipientBatch(
  db: Executor,
  recipients: SQL,
  afterId: number,
  size: number,
): Promise<number[]> {
  const result = await rowsOf<{ id: number }>(
    db,
    sql`SELECT q.id FROM (${recipients}) AS q(id) WHERE q.id > ${afterId} ORDER BY q.id LIMIT ${size}`,
  )
  return result.rows.map((row) => Number(row.id))
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<{ rows: T[] }> {
  return { rows: await queryRows<T>(db, query) }
}
