import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  hashtags,
  postHashtags,
  postLikes,
  postMedia,
  postMentions,
  postSaves,
  posts,
  postViews,
} from '../../db/schema/posts.ts'
import type { PostRow } from './posts.repository.ts'

/** Writes of the posts module: rows and the counters kept beside them, inside the service's transaction. */

export type NewPostRow = typeof posts.$inferInsert
export type NewMediaRow = Omit<typeof postMedia.$inferInsert, 'postId' | 'position'>
export type Counter =
  | 'likesCount'
  | 'repliesCount'
  | 'retweetCount'
  | 'quoteCount'
  | 'savesCount'
  | 'viewsCount'

export async function insertPost(db: Executor, values: NewPostRow): Promise<PostRow> {
  const [row] = await db.insert(posts).values(values).returning()
  return row!
}

export async function insertMedia(db: Executor, postId: number, media: NewMediaRow[]): Promise<void> {
  if (media.length === 0) return
  await db.insert(postMedia).values(media.map((m, position) => ({ ...m, postId, position })))
}

/** Adds delta to a counter of a post; a counter never goes below zero. */
export async function bumpCounter(
  db: Executor,
  postId: number,
  counter: Counter,
  delta: number,
): Promise<void> {
  const column = posts[counter]
  await db
    .update(posts)
    .set({ [counter]: sql`GREATEST(${column} + ${delta}, 0)` })
    .where(eq(posts.id, postId))
}

export async function updatePostContent(db: Executor, id: number, content: string): Promise<void> {
  await db.update(posts).set({ content, editedAt: new Date() }).where(eq(posts.id, id))
}

/** Marks a live post deleted; undefined when it already was (a second, racing delete). */
export async function softDeletePost(db: Executor, id: number): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ deletedAt: new Date() })
    .where(and(eq(posts.id, id), isNull(posts.deletedAt)))
    .returning()
  return row
}

/** The folded hashtag names a post is filed under. */
export async function findHashtagNamesOf(db: Executor, postId: number): Promise<string[]> {
  const rows = await db
    .select({ name: hashtags.name })
    .from(postHashtags)
    .innerJoin(hashtags, eq(hashtags.id, postHashtags.hashtagId))
    .where(eq(postHashtags.postId, postId))
  return rows.map((r) => r.name)
}

/** Files a post under these (already folded) hashtags, creating them, and counts the post in each. */
export async function addHashtags(db: Executor, postId: number, names: string[]): Promise<void> {
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
export async function removeHashtags(db: Executor, postId: number, names: string[]): Promise<void> {
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
export async function uncountHashtagsOf(db: Executor, postId: number): Promise<void> {
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

export async function findMentionedIds(db: Executor, postId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: postMentions.userId })
    .from(postMentions)
    .where(eq(postMentions.postId, postId))
  return rows.map((r) => r.userId)
}

/** The mentioned users of a post, in text order, replacing what was there. */
export async function replaceMentions(db: Executor, postId: number, userIds: number[]): Promise<void> {
  await db.delete(postMentions).where(eq(postMentions.postId, postId))
  if (userIds.length === 0) return
  await db.insert(postMentions).values(userIds.map((userId, position) => ({ postId, userId, position })))
}

const pairTables = { like: postLikes, save: postSaves, view: postViews }
export type PairKind = keyof typeof pairTables

/** Inserts a like, save or view; false when it was already there. */
export async function insertPair(
  db: Executor,
  kind: PairKind,
  userId: number,
  postId: number,
): Promise<boolean> {
  const rows = await db
    .insert(pairTables[kind])
    .values({ userId, postId })
    .onConflictDoNothing()
    .returning({ postId: pairTables[kind].postId })
  return rows.length > 0
}

/** Removes a like or save; false when there was none. */
export async function deletePair(
  db: Executor,
  kind: PairKind,
  userId: number,
  postId: number,
): Promise<boolean> {
  const table = pairTables[kind]
  const rows = await db
    .delete(table)
    .where(and(eq(table.userId, userId), eq(table.postId, postId)))
    .returning({ postId: table.postId })
  return rows.length > 0
}

/** A repost row; null when the user already has a live repost of that post (the unique index decides). */
export async function insertRepost(
  db: Executor,
  userId: number,
  originalId: number,
): Promise<PostRow | null> {
  const rows = await db
    .insert(posts)
    .values({ userId, retweetedStatusId: originalId, content: '' })
    .onConflictDoNothing({
      target: [posts.userId, posts.retweetedStatusId],
      where: sql`${posts.retweetedStatusId} IS NOT NULL AND ${posts.deletedAt} IS NULL`,
    })
    .returning()
  return rows[0] ?? null
}

/** Soft-deletes the user's live repost of a post; the deleted row, or undefined when there was none. */
export async function deleteRepost(
  db: Executor,
  userId: number,
  originalId: number,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ deletedAt: new Date() })
    .where(and(eq(posts.userId, userId), eq(posts.retweetedStatusId, originalId), isNull(posts.deletedAt)))
    .returning()
  return row
}
