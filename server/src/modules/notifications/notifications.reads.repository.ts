import type { NotificationFilter, NotificationTimeFilter, NotificationType } from '@agora/contract'
import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { type Db, type Executor, queryRows } from '../../db/client.ts'
import { notifications } from '../../db/schema/notifications.ts'
import { announcementTitleOf, eventTitleOf } from '../activities/index.ts'
import { communityNameOf } from '../communities/index.ts'
import { isVisiblePost, livePostExists, postExcerpt } from '../posts/index.ts'
import { blockedEitherWay, isLiveAccount, publicUserJson } from '../users/index.ts'

/**
 * What the recipient may still be shown: not withdrawn, from a live account that no block separates
 * from them, about a post they may (still) see. Checked when read, so that a post turned invisible
 * or an account blocked later hides what was written before. A like, save or repost is about the
 * recipient's own post, which they always see while it lives: for those the post need only exist
 * undeleted (one key lookup instead of the whole visibility rule, the unread count's hot path).
 */
function shown(recipientId: number | Placeholder): SQL {
  const post = sql.raw('n.post_id')
  return sql`n.recipient_id = ${recipientId} AND NOT n.withdrawn
    AND (n.actor_id IS NULL OR (${isLiveAccount(sql.raw('n.actor_id'))}
      AND NOT ${blockedEitherWay(recipientId, sql.raw('n.actor_id'))}))
    AND (n.post_id IS NULL
      OR (n.type IN ('like', 'save', 'repost') AND ${livePostExists(post)})
      OR (n.type NOT IN ('like', 'save', 'repost') AND ${isVisiblePost(post, recipientId)}))`
}

/** One item per group (or per ungrouped row). */
const GROUP = sql.raw(`COALESCE(n.group_key, n.id::text)`)

const SINCE: Record<NotificationTimeFilter, number | null> = {
  all: null,
  '24h': 24,
  '7d': 7 * 24,
  '30d': 30 * 24,
}

export interface GroupRow {
  id: number
  type: NotificationType
  content: string | null
  isRead: boolean
  createdAt: Date
  actorId: number | null
  actor: { id: number; username: string; nickname: string | null; avatarUrl: string | null } | null
  postId: number | null
  communityId: number | null
  communityName: string | null
  /** The event's or announcement's title, read now. */
  title: string | null
  /** The start of the post's text, read now (an edit shows). */
  postText: string | null
  eventId: number | null
  announcementId: number | null
  chatId: number | null
  followRequest: boolean
  groupCount: number
  actorIds: number[]
}

export async function findGroups(
  db: Executor,
  recipientId: number,
  q: { filter: NotificationFilter; time: NotificationTimeFilter; skip: number; limit: number; id?: number },
  now: Date,
): Promise<GroupRow[]> {
  const hours = q.filter === 'new' ? null : SINCE[q.time]
  const tab =
    q.filter === 'filtered' ? sql`n.filtered` : sql`NOT n.filtered AND n.is_read = ${q.filter === 'read'}`
  const since =
    hours === null
      ? sql``
      : sql`AND n.created_at > ${new Date(now.getTime() - hours * 3600 * 1000).toISOString()}::timestamptz`
  const only = q.id === undefined ? sql`` : sql`AND n.id = ${q.id}`
  const result = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    WITH g AS (
      SELECT max(n.id) AS id, count(*)::int AS group_count,
        (array_agg(n.actor_id ORDER BY n.id DESC) FILTER (WHERE n.actor_id IS NOT NULL))[1:3] AS actor_ids
      FROM ${notifications} n
      WHERE ${shown(recipientId)} AND ${tab} ${since} ${only}
      GROUP BY ${GROUP}
      ORDER BY max(n.id) DESC
      OFFSET ${q.skip} LIMIT ${q.limit}
    )
    SELECT n.id, n.type, n.content, n.is_read, n.created_at, n.actor_id, n.post_id, n.community_id,
      n.event_id, n.announcement_id, n.chat_id, n.follow_request, g.group_count, g.actor_ids,
      ${publicUserJson(sql.raw('n.actor_id'))} AS actor,
      CASE WHEN n.community_id IS NULL THEN NULL ELSE ${communityNameOf(sql.raw('n.community_id'))} END AS community_name,
      CASE WHEN n.event_id IS NOT NULL THEN ${eventTitleOf(sql.raw('n.event_id'))}
        WHEN n.announcement_id IS NOT NULL THEN ${announcementTitleOf(sql.raw('n.announcement_id'))} END AS title,
      CASE WHEN n.post_id IS NULL THEN NULL ELSE ${postExcerpt(sql.raw('n.post_id'))} END AS post_text
    FROM g JOIN ${notifications} n ON n.id = g.id
    ORDER BY n.id DESC`,
  )
  return result.rows.map((row) => {
    const actor = row.actor as {
      id: number
      username: string
      nickname: string | null
      avatarUrl: string | null
    } | null
    return {
      id: Number(row.id),
      type: row.type as NotificationType,
      content: (row.content as string | null) ?? null,
      isRead: row.is_read as boolean,
      createdAt: new Date(row.created_at as string),
      actorId: row.actor_id === null ? null : Number(row.actor_id),
      actor,
      postId: nullableNumber(row.post_id),
      communityId: nullableNumber(row.community_id),
      communityName: (row.community_name as string | null) ?? null,
      title: (row.title as string | null) ?? null,
      postText: (row.post_text as string | null) ?? null,
      eventId: nullableNumber(row.event_id),
      announcementId: nullableNumber(row.announcement_id),
      chatId: nullableNumber(row.chat_id),
      followRequest: row.follow_request as boolean,
      groupCount: Number(row.group_count),
      actorIds: ((row.actor_ids as number[] | null) ?? []).map(Number),
    }
  })
}

/** The people behind the groups' latest actors, by id. */
export async function findActors(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, GroupRow['actor']>> {
  if (ids.length === 0) return new Map()
  const result = await rowsOf<{ id: number; actor: GroupRow['actor'] }>(
    db,
    sql`
    SELECT q.id, ${publicUserJson(sql.raw('q.id'))} AS actor FROM unnest(${`{${ids.join(',')}}`}::int[]) AS q(id)`,
  )
  return new Map(result.rows.map((row) => [Number(row.id), row.actor]))
}

const unreadQueries = new WeakMap<Db, ReturnType<typeof prepareUnreadQuery>>()

/** Prepared once per database: the count is the badge's, read on every route change. */
function prepareUnreadQuery(db: Db) {
  return db
    .select({ n: sql<number>`count(DISTINCT ${GROUP})::int` })
    .from(sql`${notifications} n`)
    .where(sql`${shown(sql.placeholder('recipient'))} AND NOT n.is_read AND NOT n.filtered`)
    .prepare('notifications_unread_count')
}

/** The unread items (groups count once), never the filtered ones. */
export async function countUnread(db: Db, recipientId: number): Promise<number> {
  let query = unreadQueries.get(db)
  if (!query) {
    query = prepareUnreadQuery(db)
    unreadQueries.set(db, query)
  }
  const [row] = await query.execute({ recipient: recipientId })
  return Number(row?.n ?? 0)
}

/**
 * Marks the recipient's notification `id` read, with the rest of its group. False when there is no
 * such notification for them (someone else's answers like a missing one).
 */
export async function markRead(db: Executor, recipientId: number, id: number): Promise<boolean> {
  const found = await rowsOf<{ id: number; group_key: string | null }>(
    db,
    sql`
    SELECT n.id, n.group_key FROM ${notifications} n WHERE n.id = ${id} AND ${shown(recipientId)}`,
  )
  const row = found.rows[0]
  if (!row) return false
  await db.execute(sql`UPDATE ${notifications} SET is_read = true
    WHERE recipient_id = ${recipientId} AND NOT is_read
      AND (id = ${id} ${row.group_key === null ? sql`` : sql`OR group_key = ${row.group_key}`})`)
  return true
}

/** A chat read: its unread message notification is read too. True when one was. */
export async function markChatRead(db: Executor, recipientId: number, chatId: number): Promise<boolean> {
  const result = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE ${notifications} SET is_read = true
    WHERE recipient_id = ${recipientId} AND type = 'message' AND chat_id = ${chatId} AND NOT is_read RETURNING id`,
  )
  return result.rows.length > 0
}

export async function markAllRead(db: Executor, recipientId: number): Promise<number> {
  const result = await rowsOf<{ id: number }>(
    db,
    sql`UPDATE ${notifications} SET is_read = true
    WHERE recipient_id = ${recipientId} AND NOT is_read AND NOT filtered AND NOT withdrawn RETURNING id`,
  )
  return result.rows.length
}

function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value)
}

async function rowsOf<T>(db: Executor, query: SQL): Promise<{ rows: T[] }> {
  return { rows: await queryRows<T>(db, query) }
}
