import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { posts } from '../../db/schema/posts.ts'
import { visiblePostOfVisibleAuthor } from './posts.visibility.ts'

/**
 * A For You snapshot's posts (the feed module's for-you-candidates.ts and for-you-first-page.ts): its
 * upper bound, and the reader's own posts written after it. Both prepared: every first page asks one.
 */

/** The newest post id now: a For You snapshot's upper bound (0 on an empty database). */
export async function findNewestPostId(db: Executor): Promise<number> {
  const [row] = await prepared(db, 'feed_newest_id', (d) =>
    d
      .select({ id: sql<number | null>`max(${posts.id})` })
      .from(posts)
      .prepare('feed_newest_id'),
  ).execute()
  return row?.id ?? 0
}

/**
 * The viewer's own For You candidates written after a snapshot (`afterId`), newest first: a reader's
 * first page kept for a while (feed/for-you-first-page.ts) puts them first, so that one's own new post
 * shows at once. One probe of posts_feed_author_idx (user_id, id).
 */
export async function findOwnPostIdsAfter(
  db: Executor,
  viewerId: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const query = prepared(db, 'feed_own_after', (d) => {
    const viewer = sql.placeholder('viewer')
    return d
      .select({ id: posts.id })
      .from(posts)
      .where(
        sql`${posts.userId} = ${viewer} AND ${posts.id} > ${sql.placeholder('after')}
          AND ${posts.inReplyToId} IS NULL AND ${posts.eventId} IS NULL AND ${posts.announcementId} IS NULL
          AND ${posts.repostOfId} IS NULL AND ${visiblePostOfVisibleAuthor(viewer)}`,
      )
      .orderBy(sql`${posts.id} DESC`)
      .limit(sql.placeholder('limit'))
      .prepare('feed_own_after')
  })
  const rows = await query.execute({ viewer: viewerId, after: afterId, limit })
  return rows.map((r) => r.id)
}
