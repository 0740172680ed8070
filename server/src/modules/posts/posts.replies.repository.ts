import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { posts, postViews } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * Reads of a thread's replies: the post page's thread in one statement, and a page of direct replies.
 * For a signed-in viewer each is a prepared statement: planning them took about 1.6 ms of PostgreSQL
 * each for 0.1 ms of execution (docs/benchmarks.md). A visitor's reads are rare and keep their SQL.
 */

const viewerParam = sql`${sql.placeholder('viewer')}::int`

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

/** What the post page reads of a thread besides its posts (readThreadPage). */
export interface ThreadPage {
  /** The thread's first post shown: the post, or the original of a repost. */
  threadId: number
  /** The direct replies shown, oldest first. */
  directIds: number[]
  /** The first replies of each direct reply, oldest first. */
  nested: { id: number; parentId: number }[]
  /** For the thread and each direct reply, how many direct replies the viewer may see. */
  counts: Map<number, number>
}

/**
 * The post page's thread in one statement (issue 32: it had been five): the post's row through the
 * visibility rule, the view counted on its thread (a repost's is its original's: distinct viewers,
 * posts.views_count kept with post_views), the first `limit` visible direct replies, the first
 * `perParent` visible replies of each, and for the thread and each direct reply how many direct
 * replies the viewer may see, so that "view all N replies" promises what the reader can load.
 * Undefined when the post is missing or hidden, and then nothing is counted.
 */
export async function readThreadPage(
  db: Executor,
  viewerId: number,
  postId: number,
  shown: { limit: number; perParent: number },
): Promise<ThreadPage | undefined> {
  const visible = (table: string) => visiblePostsPredicate(viewerParam, table)
  const id = { id: sql<number>`id`.as('id') }
  // A data-modifying CTE must sit at the top of the statement: each part is a CTE of its own.
  const statement = prepared(db, 'post_page_thread', (d) => {
    const target = d.$with('target', { thread: sql<number>`thread`.as('thread') }).as(
      sql`SELECT COALESCE(t.repost_of_id, t.id) AS thread FROM posts t
        WHERE t.id = ${sql.placeholder('post')} AND ${visible('t')}`,
    )
    const seen = d.$with('seen', { postId: sql<number>`post_id`.as('post_id') }).as(
      sql`INSERT INTO ${postViews} (user_id, post_id) SELECT ${viewerParam}, thread FROM target
        ON CONFLICT DO NOTHING RETURNING post_id`,
    )
    const counted = d
      .$with('counted', id)
      .as(
        sql`UPDATE posts SET views_count = views_count + 1 WHERE id IN (SELECT post_id FROM seen) RETURNING id`,
      )
    const direct = d.$with('direct', id).as(
      sql`SELECT r.id FROM posts r WHERE r.in_reply_to_id = (SELECT thread FROM target) AND ${visible('r')}
        ORDER BY r.id LIMIT ${sql.placeholder('limit')}`,
    )
    const nested = d
      .$with('nested', {
        ...id,
        parentId: sql<number>`parent_id`.as('parent_id'),
        rank: sql<number>`rank`.as('rank'),
      })
      .as(
        sql`SELECT n.id, n.in_reply_to_id AS parent_id,
          row_number() OVER (PARTITION BY n.in_reply_to_id ORDER BY n.id) AS rank
        FROM posts n WHERE n.in_reply_to_id IN (SELECT id FROM direct) AND ${visible('n')}`,
      )
    const page = d
      .$with('page', {
        kind: sql<number>`kind`.as('kind'),
        ...id,
        value: sql<number | null>`value`.as('value'),
      })
      .as(
        sql`SELECT 0 AS kind, thread AS id, (SELECT count(*) FROM posts c
            WHERE c.in_reply_to_id = target.thread AND ${visible('c')})::int AS value FROM target
          UNION ALL SELECT 1, id, NULL FROM direct
          UNION ALL SELECT 2, id, parent_id FROM nested WHERE rank <= ${sql.placeholder('perParent')}
          UNION ALL SELECT 3, parent_id, count(*)::int FROM nested GROUP BY parent_id`,
      )
    return d
      .with(target, seen, counted, direct, nested, page)
      .select()
      .from(page)
      .orderBy(sql`kind`, sql`id`)
      .prepare('post_page_thread')
  })
  const rows = await statement.execute({ post: postId, viewer: viewerId, ...shown })
  const thread = rows.find((r) => r.kind === 0)
  if (!thread) return undefined
  const counts = new Map<number, number>([[thread.id, thread.value ?? 0]])
  for (const r of rows) if (r.kind === 3) counts.set(r.id, r.value ?? 0)
  return {
    threadId: thread.id,
    directIds: rows.filter((r) => r.kind === 1).map((r) => r.id),
    nested: rows.filter((r) => r.kind === 2).map((r) => ({ id: r.id, parentId: r.value ?? 0 })),
    counts,
  }
}
