import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { posts } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * Reads of a thread's replies: the direct replies of a post, the first few of each, and their counts.
 * For a signed-in viewer each is a prepared statement: planning them took about 1.6 ms of PostgreSQL
 * each for 0.1 ms of execution (docs/benchmarks.md). A visitor's reads are rare and keep their SQL.
 */

const viewerParam = sql`${sql.placeholder('viewer')}::int`
/** An array of ids as one parameter, for `= ANY(...)`. */
const idsParam = (name: string): SQL => sql`${sql.placeholder(name)}::int[]`
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`

/** Ids of the visible direct replies of a post, oldest first. */
export async function findReplyIds(
  db: Executor,
  viewerId: number | null,
  parentId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  if (viewerId !== null) {
    const statement = prepared(db, 'post_reply_ids', (d) =>
      d
        .select({ id: posts.id })
        .from(posts)
        .where(
          and(sql`${posts.inReplyToId} = ${sql.placeholder('parent')}`, visiblePostsPredicate(viewerParam)),
        )
        .orderBy(asc(posts.id))
        .offset(sql.placeholder('skip'))
        .limit(sql.placeholder('limit'))
        .prepare('post_reply_ids'),
    )
    const rows = await statement.execute({ parent: parentId, viewer: viewerId, ...page })
    return rows.map((r) => r.id)
  }
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
  const build = (d: Executor, parents: SQL, viewer: typeof viewerParam | number | null) => {
    const ranked = d
      .select({
        id: posts.id,
        parentId: sql<number>`${posts.inReplyToId}`.as('parent_id'),
        rank: sql<number>`row_number() OVER (PARTITION BY ${posts.inReplyToId} ORDER BY ${posts.id})`.as(
          'rank',
        ),
      })
      .from(posts)
      .where(and(parents, visiblePostsPredicate(viewer)))
      .as('ranked')
    return d.select({ id: ranked.id, parentId: ranked.parentId }).from(ranked)
  }
  const rows =
    viewerId === null
      ? await build(db, inArray(posts.inReplyToId, parentIds), null)
          .where(sql`rank <= ${perParent}`)
          .orderBy(asc(sql`id`))
      : await prepared(db, 'post_first_reply_ids', (d) =>
          build(d, sql`${posts.inReplyToId} = ANY(${idsParam('parents')})`, viewerParam)
            .where(sql`rank <= ${sql.placeholder('perParent')}`)
            .orderBy(asc(sql`id`))
            .prepare('post_first_reply_ids'),
        ).execute({ parents: intArray(parentIds), viewer: viewerId, perParent })
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
  const build = (d: Executor, parents: SQL, viewer: typeof viewerParam | number | null) =>
    d
      .select({ parentId: sql<number>`${posts.inReplyToId}`, count: sql<number>`count(*)` })
      .from(posts)
      .where(and(parents, visiblePostsPredicate(viewer)))
      .groupBy(posts.inReplyToId)
  const rows =
    viewerId === null
      ? await build(db, inArray(posts.inReplyToId, parentIds), null)
      : await prepared(db, 'post_reply_counts', (d) =>
          build(d, sql`${posts.inReplyToId} = ANY(${idsParam('parents')})`, viewerParam).prepare(
            'post_reply_counts',
          ),
        ).execute({ parents: intArray(parentIds), viewer: viewerId })
  return new Map(rows.map((r) => [Number(r.parentId), Number(r.count)]))
}
