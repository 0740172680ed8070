import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { foldForSearch } from '../../platform/fold.ts'
import { findNewestPostId } from './posts.feed-snapshot.repository.ts'
import { unmutedPostPredicate } from './posts.mutes.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * Full-text search over posts (migration 0014 keeps each post's search_vector: its words stemmed as
 * Turkish, stemmed as English, and folded). A term matches when all its words match under one of
 * the three readings; in the folded reading each word also matches as a prefix ("ders" finds
 * "dersler", "kutuphane" finds "Kütüphanede": Turkish adds its cases as suffixes). Reposts (no words of their own) and event or announcement comments are left
 * out; every post passes the visibility rule, and the searcher's mutes leave theirs out (posts.mutes.ts).
 */

/** How many of the newest matches are ranked: a common word ranks among recent posts, not all. */
export const RANKED_CANDIDATES = 200

/** The words of a term, as tsquery lexemes can hold them: letters and digits only. */
export function termWords(term: string): string[] {
  return term.match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? []
}

/** The tsquery of a term: the three readings, OR-ed; null when the term has no word. */
export function postQuery(term: string) {
  const words = termWords(term)
  if (words.length === 0) return null
  const folded = words.map((w) => foldForSearch(w))
  const prefix = folded.map((w) => `${w}:*`).join(' & ')
  const plain = words.join(' ')
  return sql`(to_tsquery('simple'::regconfig, ${prefix})
    || plainto_tsquery('turkish'::regconfig, lower(translate(${plain}, 'İI', 'iı')))
    || plainto_tsquery('english'::regconfig, ${plain}))`
}

/**
 * How many of the newest posts a search reads first (issue 32): at ten million posts a word held by a
 * few thousand old ones made the index's bitmap read them all (80 to 280 ms), while the newest
 * RANKED_CANDIDATES matches were in the newest few percent.
 */
export const RECENT_WINDOW = 300_000
/** The window is read first once the posts number at least this many windows (1.2 million). */
const WINDOW_SHARE = 4

/**
 * Ids of the visible posts matching the term: the RANKED_CANDIDATES newest matches, ordered by how
 * well they match weighed by how recent they are (a week-old post counts half), then newest first.
 *
 * The tsquery is written into the statement (not computed in a CTE), so that the planner reads the
 * words' frequencies from the column's statistics: a common word ("ders" is in a quarter of the
 * posts) walks the posts newest first and stops at the RANKED_CANDIDATES-th visible match, a rare
 * one reads its few posts from the GIN index. The matching is fenced in a subquery (OFFSET 0), so
 * that the visibility rule runs, and is costed, only on matching posts.
 *
 * The newest `window` posts are searched first (once there are WINDOW_SHARE times as many posts);
 * when they hold RANKED_CANDIDATES visible matches, those are the newest matches of all, so the
 * answer is the same as searching everything, which is done only when they hold fewer (or the page
 * lies beyond what they hold).
 */
export async function findPostIdsMatching(
  db: Executor,
  viewerId: number,
  term: string,
  page: { skip: number; limit: number },
  window = RECENT_WINDOW,
): Promise<number[]> {
  const query = postQuery(term)
  if (!query || page.skip >= RANKED_CANDIDATES) return []
  const newestId = await findNewestPostId(db)
  // Only where the window is a small part of the posts: elsewhere a rare word, which the window
  // seldom holds 200 of, would pay for two statements instead of one.
  if (newestId >= WINDOW_SHARE * window) {
    const recent = await matching(db, viewerId, query, page, newestId - window)
    if ((recent[0]?.candidates ?? 0) >= RANKED_CANDIDATES) return recent.map((r) => r.id)
  }
  return (await matching(db, viewerId, query, page, null)).map((r) => r.id)
}

/** The page of the ranked matches, each row with how many candidates were ranked. */
function matching(
  db: Executor,
  viewerId: number,
  query: SQL,
  page: { skip: number; limit: number },
  floor: number | null,
) {
  const recent = floor === null ? sql`` : sql`AND m.id > ${floor}::int`
  return queryRows<{ id: number; candidates: number }>(
    db,
    sql`SELECT found.id, count(*) OVER ()::int AS candidates FROM (
        SELECT p.id, p.created_at, ts_rank_cd(p.search_vector, ${query}) AS rank
        FROM (
          SELECT m.id, m.user_id, m.created_at, m.deleted_at, m.published, m.repost_of_id, m.content, m.search_vector
          FROM posts m
          WHERE m.search_vector @@ ${query} ${recent}
            AND m.repost_of_id IS NULL AND m.event_id IS NULL AND m.announcement_id IS NULL
          ORDER BY m.id DESC OFFSET 0
        ) AS p
        WHERE ${visiblePostsPredicate(viewerId, 'p')} AND ${unmutedPostPredicate(viewerId, 'p')}
        ORDER BY p.id DESC LIMIT ${RANKED_CANDIDATES}
      ) AS found
      ORDER BY found.rank / (1 + extract(epoch from (now() - found.created_at)) / 604800.0) DESC, found.id DESC
      OFFSET ${page.skip} LIMIT ${Math.min(page.limit, RANKED_CANDIDATES - page.skip)}`,
  )
}

/**
 * The most engaged visible posts of the last three days (likes, reposts, quotes and replies), for
 * Explore's Posts tab; older ones fill in when the last days were quiet.
 */
export async function findPopularPostIds(
  db: Executor,
  viewerId: number,
  now: Date,
  limit: number,
): Promise<number[]> {
  const since = new Date(now.getTime() - 3 * 86_400_000).toISOString()
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT p.id FROM posts p
      WHERE p.deleted_at IS NULL AND p.in_reply_to_id IS NULL AND p.repost_of_id IS NULL
        AND p.event_id IS NULL AND p.announcement_id IS NULL
        AND p.created_at >= ${since}::timestamptz
        AND ${visiblePostsPredicate(viewerId, 'p')} AND ${unmutedPostPredicate(viewerId, 'p')}
      ORDER BY p.likes_count + 2 * p.repost_count + 2 * p.quote_count + p.replies_count DESC, p.id DESC
      LIMIT ${limit}`,
  )
  return rows.map((r) => r.id)
}
