import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { postLikes, postMedia, postMentions, postSaves, posts } from '../../db/schema/posts.ts'
import { uncountPosts } from '../hashtags/index.ts'

/**
 * What the users module asks of the posts module about one account, through the ports the posts
 * module fills from its register() (users.ports.ts): how many posts its profile shows, and taking its
 * content out when it is deleted. The posts tables stay behind these.
 */

/** The account's live, published top-level posts: not replies, not reposts (quotes count). */
export async function countProfilePosts(db: Executor, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM ${posts}
      WHERE ${posts.userId} = ${userId} AND ${posts.deletedAt} IS NULL AND ${posts.published}
        AND ${posts.inReplyToId} IS NULL AND ${posts.eventId} IS NULL AND ${posts.announcementId} IS NULL AND ${posts.repostOfId} IS NULL`,
  )
  return row?.n ?? 0
}

/**
 * Account deletion, inside its transaction: the account's likes and saves go and the posts they
 * counted in are counted down; its posts, replies, quotes and reposts are soft-deleted as DELETE
 * /posts/{id} would do one by one (parents' replies, quoted posts' quotes, originals' reposts and
 * hashtags counted down, never below zero); mentions of it are dropped. Replies by others stay and
 * show their parent as deleted. Answers the media files of the posts it deleted, for the caller to
 * remove once the transaction committed.
 */
export async function removeContentOfUser(db: Executor, userId: number, now: Date): Promise<string[]> {
  const media = await queryRows<{ path: string }>(
    db,
    sql`SELECT ${postMedia.filePath} AS path FROM ${postMedia} JOIN ${posts} ON ${posts.id} = ${postMedia.postId}
      WHERE ${posts.userId} = ${userId} AND ${posts.deletedAt} IS NULL`,
  )
  for (const [table, counter] of [
    [postLikes, 'likes_count'],
    [postSaves, 'saves_count'],
  ] as const) {
    await db.execute(sql`WITH gone AS (DELETE FROM ${table} WHERE ${table.userId} = ${userId} RETURNING post_id)
      UPDATE ${posts} SET ${sql.raw(counter)} = GREATEST(${sql.raw(counter)} - 1, 0)
      FROM gone WHERE ${posts.id} = gone.post_id`)
  }
  // Counted down while the account's posts are still live, so that only live ones count.
  for (const [link, counter] of [
    ['in_reply_to_id', 'replies_count'],
    ['quoted_status_id', 'quote_count'],
    ['repost_of_id', 'repost_count'],
  ] as const) {
    await db.execute(sql`UPDATE ${posts} SET ${sql.raw(counter)} = GREATEST(${sql.raw(counter)} - c.n, 0)
      FROM (SELECT ${sql.raw(link)} AS id, count(*)::int AS n FROM ${posts}
        WHERE ${posts.userId} = ${userId} AND ${posts.deletedAt} IS NULL AND ${sql.raw(link)} IS NOT NULL
        GROUP BY 1) c
      WHERE ${posts.id} = c.id`)
  }
  await uncountPosts(
    db,
    sql`SELECT ${posts.id} FROM ${posts} WHERE ${posts.userId} = ${userId} AND ${posts.deletedAt} IS NULL`,
  )
  await db.execute(
    sql`UPDATE ${posts} SET deleted_at = ${now.toISOString()}::timestamptz WHERE ${posts.userId} = ${userId} AND ${posts.deletedAt} IS NULL`,
  )
  await db.execute(sql`DELETE FROM ${postMentions} WHERE ${postMentions.userId} = ${userId}`)
  return media.map((m) => m.path)
}
