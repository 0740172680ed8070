import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { isUniversityMember } from '../users/index.ts'
import { unmutedPostPredicate } from './posts.mutes.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * The mail digest's most liked posts (issue 31): top-level posts by members of the reader's university
 * since `since`, most liked first, through the one visibility rule and the reader's mutes (so nothing
 * of a blocked, muted, private or suspended author). Ids only: loadPosts hydrates them as the reader sees them.
 */
export async function findTopUniversityPostIds(
  db: Executor,
  q: { viewerId: number; universityId: number; since: Date; limit: number },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM posts p
      WHERE p.deleted_at IS NULL AND p.in_reply_to_id IS NULL AND p.repost_of_id IS NULL
        AND p.event_id IS NULL AND p.announcement_id IS NULL AND p.likes_count > 0
        AND p.user_id <> ${q.viewerId}
        AND p.created_at >= ${q.since.toISOString()}::timestamptz
        AND ${isUniversityMember(sql`p.user_id`, q.universityId)}
        AND ${visiblePostsPredicate(q.viewerId, 'p')} AND ${unmutedPostPredicate(q.viewerId, 'p')}
      ORDER BY p.likes_count DESC, p.id DESC
      LIMIT ${q.limit}`,
  )
  return rows.map((r) => r.id)
}
