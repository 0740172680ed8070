import { inArray, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
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
  /** Posted into a community (modules/communities). */
  communityId?: number
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
      communityId: input.communityId,
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

/** What others did to a person's posts, for demo:seed's notification history. */
export interface PostInteraction {
  kind: 'like' | 'save' | 'repost' | 'comment' | 'quote' | 'mention'
  actorId: number
  /** The liked, saved or reposted post; the reply, quote or mentioning post for the others. */
  postId: number
  at: Date
}

/** The latest interactions of others with `userId`'s posts (and mentions of them), newest first. */
export async function interactionsWith(db: Executor, userId: number, limit = 40): Promise<PostInteraction[]> {
  const rows = await queryRows<{
    kind: PostInteraction['kind']
    actor_id: number
    post_id: number
    at: string
  }>(
    db,
    sql`SELECT * FROM (
      SELECT 'like' AS kind, l.user_id AS actor_id, l.post_id, l.created_at AS at
        FROM post_likes l JOIN posts p ON p.id = l.post_id WHERE p.user_id = ${userId}
      UNION ALL SELECT 'save', s.user_id, s.post_id, s.created_at
        FROM post_saves s JOIN posts p ON p.id = s.post_id WHERE p.user_id = ${userId}
      UNION ALL SELECT 'repost', r.user_id, r.repost_of_id, r.created_at
        FROM posts r JOIN posts p ON p.id = r.repost_of_id WHERE p.user_id = ${userId} AND r.deleted_at IS NULL
      UNION ALL SELECT 'comment', r.user_id, r.id, r.created_at
        FROM posts r JOIN posts p ON p.id = r.in_reply_to_id WHERE p.user_id = ${userId} AND r.deleted_at IS NULL
      UNION ALL SELECT 'quote', q.user_id, q.id, q.created_at
        FROM posts q JOIN posts p ON p.id = q.quoted_status_id WHERE p.user_id = ${userId} AND q.deleted_at IS NULL
      UNION ALL SELECT 'mention', m.user_id, m.id, m.created_at
        FROM post_mentions pm JOIN posts m ON m.id = pm.post_id WHERE pm.user_id = ${userId} AND m.deleted_at IS NULL
    ) x WHERE x.actor_id <> ${userId} ORDER BY x.at DESC LIMIT ${limit}`,
  )
  return rows.map((r) => ({
    kind: r.kind,
    actorId: Number(r.actor_id),
    postId: Number(r.post_id),
    at: new Date(r.at),
  }))
}
