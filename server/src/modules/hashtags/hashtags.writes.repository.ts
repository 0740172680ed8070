import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { hashtags, postHashtags } from '../../db/schema/hashtags.ts'

/**
 * Filing posts under their hashtags, called by the posts module inside its own transactions (create,
 * edit, delete, account deletion) with names it parsed and folded. posts_count counts the live posts
 * filed under a tag.
 */

/** The folded hashtag names a post is filed under. */
export async function findTagsOfPost(db: Executor, postId: number): Promise<string[]> {
  const rows = await db
    .select({ name: hashtags.name })
    .from(postHashtags)
    .innerJoin(hashtags, eq(hashtags.id, postHashtags.hashtagId))
    .where(eq(postHashtags.postId, postId))
  return rows.map((r) => r.name)
}

/** Files a post under these (already folded) hashtags, creating them, and counts the post in each. */
export async function tagPost(db: Executor, postId: number, names: string[]): Promise<void> {
  if (names.length === 0) return
  const tags = await db
    .insert(hashtags)
    .values(names.map((name) => ({ name, postsCount: 1 })))
    .onConflictDoUpdate({ target: hashtags.name, set: { postsCount: sql`${hashtags.postsCount} + 1` } })
    .returning({ id: hashtags.id })
  await db
    .insert(postHashtags)
    .values(tags.map((tag) => ({ postId, hashtagId: tag.id })))
    .onConflictDoNothing()
}

/** Takes a post out of these hashtags (edit, delete) and uncounts it. */
export async function untagPost(db: Executor, postId: number, names: string[]): Promise<void> {
  if (names.length === 0) return
  const removed = await db
    .delete(postHashtags)
    .where(
      and(
        eq(postHashtags.postId, postId),
        inArray(
          postHashtags.hashtagId,
          db.select({ id: hashtags.id }).from(hashtags).where(inArray(hashtags.name, names)),
        ),
      ),
    )
    .returning({ hashtagId: postHashtags.hashtagId })
  await uncountHashtags(
    db,
    removed.map((r) => r.hashtagId),
  )
}

/** A deleted post stays filed (its rows go with it if it is ever purged) but no longer counts. */
export async function uncountPost(db: Executor, postId: number): Promise<void> {
  const rows = await db
    .select({ hashtagId: postHashtags.hashtagId })
    .from(postHashtags)
    .where(eq(postHashtags.postId, postId))
  await uncountHashtags(
    db,
    rows.map((r) => r.hashtagId),
  )
}

async function uncountHashtags(db: Executor, hashtagIds: number[]): Promise<void> {
  if (hashtagIds.length === 0) return
  await db
    .update(hashtags)
    .set({ postsCount: sql`GREATEST(${hashtags.postsCount} - 1, 0)` })
    .where(inArray(hashtags.id, hashtagIds))
}

/**
 * uncountPost for many posts at once (account deletion): `postIds` is a query of post ids from the
 * posts module, run before those posts are marked deleted.
 */
export async function uncountPosts(db: Executor, postIds: SQL): Promise<void> {
  await db.execute(sql`UPDATE ${hashtags} SET posts_count = GREATEST(${hashtags.postsCount} - c.n, 0)
    FROM (SELECT ${postHashtags.hashtagId} AS id, count(*)::int AS n FROM ${postHashtags}
      WHERE ${postHashtags.postId} IN (${postIds}) GROUP BY 1) c
    WHERE ${hashtags.id} = c.id`)
}
