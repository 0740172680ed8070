import { and, desc, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { posts } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * Top-level posts (not replies, not an event's or an announcement's comments) within one scope (a
 * community, a university, an author) that the viewer may see, newest first. One prepared statement
 * per scope (issue 32: planning it was a third of a community's Posts tab in PostgreSQL); each walks
 * its scope's index (posts_community_idx, posts_university_idx, posts_feed_author_idx) from the
 * newest, whatever the scope's size, so the generic plan is the right one for every id.
 */

const SCOPES = { community: posts.communityId, university: posts.universityId, author: posts.userId }

async function findTopLevelPostIds(
  db: Executor,
  viewerId: number,
  scope: keyof typeof SCOPES,
  scopeId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const name = `posts_top_level_${scope}`
  const rows = await prepared(db, name, (d) =>
    d
      .select({ id: posts.id })
      .from(posts)
      .where(
        and(
          sql`${SCOPES[scope]} = ${sql.placeholder('scope')}`,
          sql`${posts.inReplyToId} IS NULL AND ${posts.eventId} IS NULL AND ${posts.announcementId} IS NULL`,
          visiblePostsPredicate(sql`${sql.placeholder('viewer')}::int`),
        ),
      )
      .orderBy(desc(posts.id))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare(name),
  ).execute({ scope: scopeId, viewer: viewerId, skip: page.skip, limit: page.limit })
  return rows.map((r) => r.id)
}

/** A community's top-level posts that the viewer may see, newest first (its Posts tab). */
export function findCommunityPostIds(
  db: Executor,
  viewerId: number,
  communityId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  return findTopLevelPostIds(db, viewerId, 'community', communityId, page)
}

/** Top-level posts published to a university that the viewer may see, newest first. */
export function findUniversityPostIds(
  db: Executor,
  viewerId: number,
  universityId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  return findTopLevelPostIds(db, viewerId, 'university', universityId, page)
}

/** The account's top-level posts and reposts that the viewer may see, newest first (the Posts tab). */
export function findProfilePostIds(
  db: Executor,
  viewerId: number,
  userId: number,
  page: { skip: number; limit: number },
): Promise<number[]> {
  return findTopLevelPostIds(db, viewerId, 'author', userId, page)
}
