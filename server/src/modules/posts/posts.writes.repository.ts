import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { postLikes, postMedia, postMentions, postSaves, posts, postViews } from '../../db/schema/posts.ts'
import type { PostRow } from './posts.repository.ts'

/** Writes of the posts module: rows and the counters kept beside them, inside the service's transaction. */

export type NewPostRow = typeof posts.$inferInsert
export type NewMediaRow = Omit<typeof postMedia.$inferInsert, 'postId' | 'position'>
export type Counter =
  | 'likesCount'
  | 'repliesCount'
  | 'repostCount'
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

/** An edit of the text (and its warning) marks the post edited; who may reply alone does not. */
export async function updatePost(
  db: Executor,
  id: number,
  changes: Partial<Pick<PostRow, 'content' | 'contentWarning' | 'replyPolicy' | 'linkCardId'>>,
): Promise<void> {
  const edited = changes.content !== undefined || changes.contentWarning !== undefined
  await db
    .update(posts)
    .set({ ...changes, ...(edited && { editedAt: new Date() }) })
    .where(eq(posts.id, id))
}

/** New alt text for images of the post (ids already checked to be its images). */
export async function updateAltTexts(
  db: Executor,
  postId: number,
  altTexts: { id: number; altText: string | null }[],
): Promise<void> {
  for (const { id, altText } of altTexts) {
    await db
      .update(postMedia)
      .set({ altText })
      .where(and(eq(postMedia.id, id), eq(postMedia.postId, postId)))
  }
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
    .values({ userId, repostOfId: originalId, content: '' })
    .onConflictDoNothing({
      target: [posts.userId, posts.repostOfId],
      where: sql`${posts.repostOfId} IS NOT NULL AND ${posts.deletedAt} IS NULL`,
    })
    .returning()
  return rows[0] ?? null
}

/**
 * Undoes the user's live repost of a post; the row it was, or undefined when there was none. A repost
 * is only a pointer (replies, quotes and toggles act on its original), so its row is removed rather
 * than kept soft-deleted: toggling a repost a thousand times leaves no thousand rows behind. A repost
 * row that something does point at (older data) is soft-deleted instead.
 */
export async function deleteRepost(
  db: Executor,
  userId: number,
  originalId: number,
): Promise<PostRow | undefined> {
  const live = and(eq(posts.userId, userId), eq(posts.repostOfId, originalId), isNull(posts.deletedAt))
  const [removed] = await db
    .delete(posts)
    .where(
      and(
        live,
        sql`NOT EXISTS (SELECT 1 FROM posts AS pointing
          WHERE pointing.in_reply_to_id = ${posts.id} OR pointing.quoted_status_id = ${posts.id})`,
      ),
    )
    .returning()
  if (removed) return removed
  const [row] = await db.update(posts).set({ deletedAt: new Date() }).where(live).returning()
  return row
}
