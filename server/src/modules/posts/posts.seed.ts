import { inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { posts } from '../../db/schema/posts.ts'
import { tagPost } from '../hashtags/index.ts'
import { findPublicUsersByUsernames } from '../users/index.ts'
import type { PostRow } from './posts.repository.ts'
import { parseHashtags, parseMentions } from './posts.text.ts'
import {
  bumpCounter,
  insertMedia,
  insertPair,
  insertPost,
  type NewMediaRow,
  replaceMentions,
} from './posts.writes.repository.ts'

/**
 * Seed-only writes (demo:seed, the feed's tests): a post written as the posts service writes one
 * (hashtags, mentions, the counters of the post it answers, quotes or reposts) but at a chosen time,
 * since demo data and ranking tests need posts spread over days. Nothing here checks permissions:
 * callers are trusted code, never a request.
 */
export interface SeedPost {
  userId: number
  content?: string
  createdAt?: Date
  inReplyToId?: number
  quotedStatusId?: number
  /** A repost: no content of its own. */
  repostOfId?: number
  universityId?: number
  /** A comment on an event or an announcement (modules/activities). */
  eventId?: number
  announcementId?: number
  published?: boolean
  media?: NewMediaRow[]
}

export async function seedPost(db: Executor, input: SeedPost): Promise<PostRow> {
  return db.transaction(async (tx) => {
    const content = input.repostOfId ? '' : (input.content ?? '')
    const row = await insertPost(tx, {
      userId: input.userId,
      content,
      createdAt: input.createdAt,
      inReplyToId: input.inReplyToId,
      quotedStatusId: input.quotedStatusId,
      repostOfId: input.repostOfId,
      universityId: input.universityId,
      eventId: input.eventId,
      announcementId: input.announcementId,
      published: input.published ?? true,
    })
    await insertMedia(tx, row.id, input.media ?? [])
    await tagPost(tx, row.id, parseHashtags(content))
    const names = parseMentions(content)
    if (names.length > 0) {
      const found = new Map(
        (await findPublicUsersByUsernames(tx, names)).map((u) => [u.username.toLowerCase(), u.id]),
      )
      await replaceMentions(
        tx,
        row.id,
        names.flatMap((name) => found.get(name) ?? []),
      )
    }
    if (input.inReplyToId) await bumpCounter(tx, input.inReplyToId, 'repliesCount', 1)
    if (input.quotedStatusId) await bumpCounter(tx, input.quotedStatusId, 'quoteCount', 1)
    if (input.repostOfId) await bumpCounter(tx, input.repostOfId, 'repostCount', 1)
    return row
  })
}

/** Likes or saves of one post by these users, with its counter; answers how many were new. */
export async function seedReactions(
  db: Executor,
  kind: 'like' | 'save',
  userIds: number[],
  postId: number,
): Promise<number> {
  if (userIds.length === 0) return 0
  return db.transaction(async (tx) => {
    let added = 0
    for (const userId of userIds) if (await insertPair(tx, kind, userId, postId)) added++
    if (added > 0) await bumpCounter(tx, postId, kind === 'like' ? 'likesCount' : 'savesCount', added)
    return added
  })
}

/** One like or save; false (and no count) when it was already there. */
export async function seedReaction(
  db: Executor,
  kind: 'like' | 'save',
  userId: number,
  postId: number,
): Promise<boolean> {
  return (await seedReactions(db, kind, [userId], postId)) === 1
}

/** How many posts (deleted ones too) these users have written: a seed runs once per set of authors. */
export async function countPostsBy(db: Executor, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(posts)
    .where(inArray(posts.userId, userIds))
  return row?.n ?? 0
}
