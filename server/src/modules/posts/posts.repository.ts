import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { postMedia, postMentions, postSaves, posts } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/** Reads of the posts module: what loadPosts hydrates from, and the lists it hydrates. */

export type PostRow = typeof posts.$inferSelect
/** A row with the answer of the visibility predicate for the viewer it was read for. */
export type LoadedPostRow = PostRow & { visible: boolean }
export type MediaRow = typeof postMedia.$inferSelect
export interface MentionRow {
  postId: number
  userId: number
}
export interface ViewerFlags {
  liked: Set<number>
  saved: Set<number>
  reposted: Set<number>
}

const idList = (ids: number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )

/**
 * The posts with these ids and everything a Post answer embeds, in one query: the originals of
 * reposts and the quoted posts (level 1), the posts those quote (level 2), and the parents of all of
 * them (in_reply_to). Each row says whether the viewer may see it; the caller decides what to drop.
 */
export async function findPostGraph(
  db: Executor,
  viewerId: number | null,
  ids: number[],
): Promise<LoadedPostRow[]> {
  if (ids.length === 0) return []
  const wanted = sql`
    WITH l0 AS (SELECT id, retweeted_status_id, quoted_status_id FROM posts WHERE id IN (${idList(ids)})),
    l1 AS (
      SELECT id, quoted_status_id FROM posts
      WHERE id IN (SELECT retweeted_status_id FROM l0 UNION ALL SELECT quoted_status_id FROM l0)
    ),
    graph AS (
      SELECT id FROM l0 UNION SELECT id FROM l1
      UNION SELECT quoted_status_id FROM l1 WHERE quoted_status_id IS NOT NULL
    )
    SELECT id FROM graph
    UNION SELECT in_reply_to_id FROM posts
    WHERE id IN (SELECT id FROM graph) AND in_reply_to_id IS NOT NULL`
  return db
    .select({ ...getTableColumns(posts), visible: sql<boolean>`${visiblePostsPredicate(viewerId)}` })
    .from(posts)
    .where(sql`${posts.id} IN (${wanted})`)
}

export async function findMediaOf(db: Executor, postIds: number[]): Promise<MediaRow[]> {
  if (postIds.length === 0) return []
  return db
    .select()
    .from(postMedia)
    .where(inArray(postMedia.postId, postIds))
    .orderBy(asc(postMedia.postId), asc(postMedia.position), asc(postMedia.id))
}

/** Mentioned users of these posts, in the order they appear in each text. */
export async function findMentionsOf(db: Executor, postIds: number[]): Promise<MentionRow[]> {
  if (postIds.length === 0) return []
  return db
    .select({ postId: postMentions.postId, userId: postMentions.userId })
    .from(postMentions)
    .where(inArray(postMentions.postId, postIds))
    .orderBy(asc(postMentions.postId), asc(postMentions.position))
}

/** Which of these posts the viewer has liked, saved and (with a live repost) reposted: one query. */
export async function findViewerFlags(
  db: Executor,
  viewerId: number,
  postIds: number[],
): Promise<ViewerFlags> {
  const flags: ViewerFlags = { liked: new Set(), saved: new Set(), reposted: new Set() }
  if (postIds.length === 0) return flags
  const list = idList(postIds)
  const rows = await db.execute(sql`
    SELECT post_id, 'l' AS kind FROM post_likes WHERE user_id = ${viewerId} AND post_id IN (${list})
    UNION ALL
    SELECT post_id, 's' FROM post_saves WHERE user_id = ${viewerId} AND post_id IN (${list})
    UNION ALL
    SELECT retweeted_status_id, 'r' FROM posts
    WHERE user_id = ${viewerId} AND retweeted_status_id IN (${list}) AND deleted_at IS NULL`)
  for (const row of (rows as unknown as { rows: { post_id: number; kind: string }[] }).rows) {
    const set = row.kind === 'l' ? flags.liked : row.kind === 's' ? flags.saved : flags.reposted
    set.add(Number(row.post_id))
  }
  return flags
}

/** The row behind an id as the viewer sees it, or undefined when it does not exist. */
export async function findPostRow(
  db: Executor,
  viewerId: number | null,
  id: number,
): Promise<LoadedPostRow | undefined> {
  const [row] = await db
    .select({ ...getTableColumns(posts), visible: sql<boolean>`${visiblePostsPredicate(viewerId)}` })
    .from(posts)
    .where(eq(posts.id, id))
  return row
}

/** Ids of the visible direct replies of a post, oldest first. */
export async function findReplyIds(
  db: Executor,
  viewerId: number | null,
  parentId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.inReplyToId, parentId), visiblePostsPredicate(viewerId)))
    .orderBy(asc(posts.id))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => r.id)
}

/** For each parent, the ids of its first `perParent` visible replies, oldest first: one query. */
export async function findFirstReplyIds(
  db: Executor,
  viewerId: number | null,
  parentIds: number[],
  perParent: number,
): Promise<{ id: number; parentId: number }[]> {
  if (parentIds.length === 0) return []
  const ranked = db
    .select({
      id: posts.id,
      parentId: sql<number>`${posts.inReplyToId}`.as('parent_id'),
      rank: sql<number>`row_number() OVER (PARTITION BY ${posts.inReplyToId} ORDER BY ${posts.id})`.as(
        'rank',
      ),
    })
    .from(posts)
    .where(and(inArray(posts.inReplyToId, parentIds), visiblePostsPredicate(viewerId)))
    .as('ranked')
  const rows = await db
    .select({ id: ranked.id, parentId: ranked.parentId })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${perParent}`)
    .orderBy(asc(ranked.id))
  return rows.map((r) => ({ id: Number(r.id), parentId: Number(r.parentId) }))
}

/** Top-level posts published to a university that the viewer may see, newest first. */
export async function findUniversityPostIds(
  db: Executor,
  viewerId: number,
  universityId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(
        eq(posts.universityId, universityId),
        sql`${posts.inReplyToId} IS NULL`,
        visiblePostsPredicate(viewerId),
      ),
    )
    .orderBy(desc(posts.id))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => r.id)
}

/** The viewer's saved posts that they may still see, newest save first. */
export async function findSavedPostIds(
  db: Executor,
  viewerId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: posts.id })
    .from(postSaves)
    .innerJoin(posts, eq(posts.id, postSaves.postId))
    .where(and(eq(postSaves.userId, viewerId), visiblePostsPredicate(viewerId)))
    .orderBy(desc(postSaves.createdAt), desc(postSaves.postId))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => r.id)
}
