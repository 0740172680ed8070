import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
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

/** The folded prefix query and the plain words of a term (tsquery's); null when the term has no word. */
function postQueryParts(term: string): { prefix: string; plain: string } | null {
  const words = termWords(term)
  if (words.length === 0) return null
  const prefix = words.map((w) => `${foldForSearch(w)}:*`).join(' & ')
  return { prefix, plain: words.join(' ') }
}

/** The tsquery of a term: the three readings, OR-ed. */
const tsquery = (prefix: SQL, plain: SQL) => sql`(to_tsquery('simple'::regconfig, ${prefix})
    || plainto_tsquery('turkish'::regconfig, lower(translate(${plain}, 'İI', 'iı')))
    || plainto_tsquery('english'::regconfig, ${plain}))`

/**
 * How many of the newest posts a search reads first (issue 32): at ten million posts a word held by a
 * few thousand old ones made the index's bitmap read them all (80 to 280 ms), while the newest
 * RANKED_CANDIDATES matches were in the newest few percent.
 */
export const RECENT_WINDOW = 300_000
/** The window is read first once the posts number at least this many windows (1.2 million). */
const WINDOW_SHARE = 4

/**
 * How many of a term's newest matches each instance keeps, whoever searched (any reader's: the
 * visibility rule runs on them per search), and for how long. The posts written since, and those
 * edited since (posts_edited_idx, migration 0036), are read on top at every search, whoever wrote them
 * and on whichever instance.
 */
export const KEPT_MATCHES = 400
export const KEPT_MS = 60_000
/** Edits are stamped by each instance's clock: those a little before the read are read again too. */
const CLOCK_SLACK_MS = 10_000
/** How many terms an instance keeps at most (the oldest go first). */
const KEPT_TERMS = 1_000

interface Kept {
  at: number
  /** The newest post id when the matches were read: newer posts are read at every search. */
  newestId: number
  ids: number[]
}

const keptByDatabase = new WeakMap<Executor, Map<string, { at: number; reading: Promise<Kept> }>>()

/**
 * Ids of the visible posts matching the term: the RANKED_CANDIDATES newest matches, ordered by how
 * well they match weighed by how recent they are (a week-old post counts half), then newest first.
 *
 * The newest KEPT_MATCHES matches of the term are read once a minute per instance (keptMatches), and
 * each search matches again and runs the visibility rule on them and on the posts written or edited
 * since (so an edit that removes the term shows at once, and one that adds it too).
 * When they hold RANKED_CANDIDATES posts the searcher may see (or are every match there was), that is
 * the answer the search of everything gives; else (a searcher who may see few of them) everything
 * is searched (searchEverything).
 */
export async function findPostIdsMatching(
  db: Executor,
  viewerId: number,
  term: string,
  page: { skip: number; limit: number },
  window = RECENT_WINDOW,
): Promise<number[]> {
  const parts = postQueryParts(term)
  if (!parts || page.skip >= RANKED_CANDIDATES) return []
  const query = tsquery(sql`${parts.prefix}`, sql`${parts.plain}`)
  const kept = await keptMatches(db, `${window} ${parts.plain}`, query, window)
  const rows = await matchingKept(db, viewerId, parts, page, kept)
  if ((rows[0]?.candidates ?? 0) >= RANKED_CANDIDATES || kept.ids.length < KEPT_MATCHES) {
    return rows.map((r) => r.id)
  }
  // The kept reading's newest id bounds the window: the posts written since are above it as well.
  return searchEverything(db, viewerId, query, page, kept.newestId, window)
}

/**
 * The term's newest KEPT_MATCHES matches, any reader's, read at most once a KEPT_MS per instance (the
 * newest post id with them: a search of a kept term makes no other read before its own statement).
 */
function keptMatches(db: Executor, key: string, query: SQL, window: number): Promise<Kept> {
  const byTerm = keptByDatabase.get(db) ?? new Map<string, { at: number; reading: Promise<Kept> }>()
  keptByDatabase.set(db, byTerm)
  const now = Date.now()
  const held = byTerm.get(key)
  // Searches of the term while it is read share the one reading.
  if (held && now - held.at < KEPT_MS) return held.reading
  const reading = findNewestPostId(db).then(async (newestId) => ({
    at: now,
    newestId,
    ids: await newestMatches(db, query, newestId, window),
  }))
  byTerm.delete(key)
  byTerm.set(key, { at: now, reading })
  reading.catch(() => {
    if (byTerm.get(key)?.reading === reading) byTerm.delete(key)
  })
  if (byTerm.size > KEPT_TERMS) byTerm.delete(byTerm.keys().next().value!)
  return reading
}

/**
 * The newest KEPT_MATCHES live matches (no reposts, event or announcement comments), whoever may see
 * them. The tsquery is written into the statement, so that the planner reads the words' frequencies
 * from the column's statistics: a common word walks the posts newest first and stops at the last
 * one, a rare one reads its few posts from the GIN index. The newest `window` posts are read first
 * once the posts number at least WINDOW_SHARE windows: at ten million posts a word held by a few
 * thousand old ones made the index's bitmap read them all (80 to 280 ms), while its newest matches
 * were in the newest few percent.
 */
async function newestMatches(db: Executor, query: SQL, newestId: number, window: number): Promise<number[]> {
  const read = async (floor: number | null) =>
    (
      await queryRows<{ id: number }>(
        db,
        sql`SELECT m.id FROM posts m
          WHERE m.search_vector @@ ${query} ${floor === null ? sql`` : sql`AND m.id > ${floor}::int`}
            AND m.deleted_at IS NULL AND m.repost_of_id IS NULL AND m.event_id IS NULL
            AND m.announcement_id IS NULL
          ORDER BY m.id DESC LIMIT ${KEPT_MATCHES}`,
      )
    ).map((row) => row.id)
  if (newestId >= WINDOW_SHARE * window) {
    const recent = await read(newestId - window)
    if (recent.length >= KEPT_MATCHES) return recent
  }
  return read(null)
}

/**
 * The search of everything, for a searcher who may see fewer than RANKED_CANDIDATES of the kept
 * matches: the newest `window` posts first (as newestMatches), then all.
 */
async function searchEverything(
  db: Executor,
  viewerId: number,
  query: SQL,
  page: { skip: number; limit: number },
  newestId: number,
  window: number,
): Promise<number[]> {
  if (newestId >= WINDOW_SHARE * window) {
    const recent = await matching(
      db,
      viewerId,
      query,
      page,
      sql`posts`,
      sql`m.id > ${newestId - window}::int`,
    )
    if ((recent[0]?.candidates ?? 0) >= RANKED_CANDIDATES) return recent.map((r) => r.id)
  }
  return (await matching(db, viewerId, query, page, sql`posts`, sql`true`)).map((r) => r.id)
}

/** The candidates of matchingKept, read by id (fenced by OFFSET 0: never through the text's index). */
const keptCandidates = sql`(SELECT * FROM posts c WHERE c.id IN (
      SELECT unnest(${sql.placeholder('ids')}::int[])
      UNION ALL SELECT e.id FROM posts e WHERE e.id > ${sql.placeholder('newest')}::int
      UNION ALL SELECT e.id FROM posts e WHERE e.edited_at > ${sql.placeholder('edited')}::timestamptz)
    OFFSET 0)`

/**
 * The page of the ranked matches among the kept ones and the posts written or edited since: prepared,
 * as its plan does not depend on the term (the candidates are read by id).
 */
async function matchingKept(
  db: Executor,
  viewerId: number,
  parts: { prefix: string; plain: string },
  page: { skip: number; limit: number },
  kept: Kept,
) {
  const statement = prepared(db, 'post_search_kept', (d) => {
    // A scalar subquery (an init plan): the query is made once, not once a row.
    const query = sql`(SELECT ${tsquery(sql`${sql.placeholder('prefix')}::text`, sql`${sql.placeholder('plain')}::text`)})`
    const viewer = sql`${sql.placeholder('viewer')}::int`
    const fields = { id: sql<number>`found.id`, candidates: sql<number>`found.candidates` }
    return d
      .select(fields)
      .from(sql`(${ranked(query, viewer, keptCandidates, sql`true`)}) AS found`)
      .orderBy(sql`found.score DESC, found.id DESC`)
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare('post_search_kept')
  })
  return statement.execute({
    ...parts,
    viewer: viewerId,
    ids: `{${kept.ids.join(',')}}`,
    newest: kept.newestId,
    edited: new Date(kept.at - CLOCK_SLACK_MS).toISOString(),
    skip: page.skip,
    limit: Math.min(page.limit, RANKED_CANDIDATES - page.skip),
  })
}

/**
 * The RANKED_CANDIDATES newest visible matches among the posts of `from` (the table, or a fenced set
 * of them) that `where` admits, with their score and how many were ranked. The matching is fenced in
 * a subquery (OFFSET 0), so that the visibility rule runs, and is costed, only on matching posts.
 */
function ranked(query: SQL, viewer: number | SQL, from: SQL, where: SQL): SQL {
  return sql`SELECT found.id, count(*) OVER ()::int AS candidates,
        found.rank / (1 + extract(epoch from (now() - found.created_at)) / 604800.0) AS score FROM (
        SELECT p.id, p.created_at, ts_rank_cd(p.search_vector, ${query}) AS rank
        FROM (
          SELECT m.id, m.user_id, m.created_at, m.deleted_at, m.published, m.repost_of_id, m.content, m.search_vector
          FROM ${from} m
          WHERE m.search_vector @@ ${query} AND ${where}
            AND m.repost_of_id IS NULL AND m.event_id IS NULL AND m.announcement_id IS NULL
          ORDER BY m.id DESC OFFSET 0
        ) AS p
        WHERE ${visiblePostsPredicate(viewer, 'p')} AND ${unmutedPostPredicate(viewer, 'p')}
        ORDER BY p.id DESC LIMIT ${RANKED_CANDIDATES}
      ) AS found`
}

/** The page of ranked(...), unprepared: the search of everything plans for the term's words. */
function matching(
  db: Executor,
  viewerId: number,
  query: SQL,
  page: { skip: number; limit: number },
  from: SQL,
  where: SQL,
) {
  return queryRows<{ id: number; candidates: number }>(
    db,
    sql`SELECT found.id, found.candidates FROM (${ranked(query, viewerId, from, where)}) AS found
      ORDER BY found.score DESC, found.id DESC
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
