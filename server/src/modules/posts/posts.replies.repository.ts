import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { posts } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/** Reads of a thread's replies: the direct replies of a post, the first few of each, and their counts. */

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

/**
 * For each parent, how many of its direct replies the viewer may see (the same rule as the reply
 * lists), so that a thread's "view all N replies" promises what the reader can load: one query.
 */
export async function countVisibleReplies(
  db: Executor,
  viewerId: number | null,
  parentIds: number[],
): Promise<Map<number, number>> {
  if (parentIds.length === 0) return new Map()
  const rows = await db
    .select({ parentId: sql<number>`${posts.inReplyToId}`, count: sql<number>`count(*)` })
    .from(posts)
    .where(and(inArray(posts.inReplyToId, parentIds), visiblePostsPredicate(viewerId)))
    .groupBy(posts.inReplyToId)
  return new Map(rows.map((r) => [Number(r.parentId), Number(r.count)]))
}
