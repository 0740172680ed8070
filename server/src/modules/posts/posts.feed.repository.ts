import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { posts } from '../../db/schema/posts.ts'
import {
  followedAndSelfIdsSubquery,
  followedIdsSubquery,
  isUniversityMember,
  mutedAccountIds,
} from '../users/index.ts'
import { unmutedPostPredicate } from './posts.mutes.ts'
import { popularPool } from './posts.popular-pool.ts'
import { recentUniversityPosters } from './posts.university-posters.ts'
import {
  visibleAuthorPredicate,
  visiblePostOfVisibleAuthor,
  visiblePostsPredicate,
} from './posts.visibility.ts'

/**
 * The lists of posts the feed module ranks and pages (its Following and For You): queries over the
 * posts table, so they live here, with the follow graph read through the users module's fragments.
 * Every query names the posts table unaliased, as the visibility predicate expects. They are the
 * feed's hot path: each is prepared once per database handle, so that PostgreSQL parses and plans it
 * once per connection rather than on every page.
 */

/** Above every id: the first page of Following has no cursor. */
export const NO_CURSOR = 2_147_483_647

/**
 * One page of the Following list read live: top-level posts and reposts by the followed accounts and
 * the viewer, newest first, below `beforeId`. Each author's newest posts come from
 * posts_feed_author_idx (user_id, id, ...), so the cost grows with the number of accounts followed,
 * not with the table. The feed serves pages from the built feed (home-feed.ts) and comes here for
 * what lies below its floor.
 */
export async function findFollowingIds(
  db: Executor,
  viewerId: number,
  beforeId: number | null,
  limit: number,
): Promise<number[]> {
  const query = prepared(db, 'feed_following', (d) => prepareFollowing(d, true))
  const rows = await query.execute({ viewer: viewerId, before: beforeId ?? NO_CURSOR, limit })
  return rows.map((r) => r.id)
}

/**
 * The same list without the visibility rule: what the reader's built Following feed holds
 * (home-feed.ts), top-level posts and reposts of the accounts followed and one's own that are not
 * deleted. Reads apply the rule on top.
 */
export async function findFollowingCandidates(
  db: Executor,
  viewerId: number,
  limit: number,
): Promise<{ id: number; authorId: number }[]> {
  const query = prepared(db, 'feed_following_candidates', (d) => prepareFollowing(d, false))
  return query.execute({ viewer: viewerId, before: NO_CURSOR, limit })
}

/** How many of each author's newest posts the first pass of the Following query reads. */
const FOLLOWING_SAMPLE_PER_AUTHOR = 3

/**
 * Two passes over the same index. The first reads each author's newest few posts and takes the
 * page's worth of newest among them: at least `limit` posts lie at or above the smallest of those ids
 * (the floor), so the page cannot reach below it. The second reads each author's posts down to the
 * floor only. Without the floor every author gave up to `limit` posts to a sort that kept `limit` of
 * them: ~3,900 index entries for 150 follows instead of ~900. When the first pass finds fewer than
 * `limit` posts, the floor is 0 and the second pass is the plain one. `visible` false leaves out the
 * visibility rule and the reader's mutes (the candidates of the built feed) but not deletion.
 */
function prepareFollowing(db: Executor, visible: boolean) {
  const viewer = sql.placeholder('viewer')
  const limit = sql.placeholder('limit')
  // The reader's mutes apply to what is read, never to what the built feed stores (home-feed.ts).
  const rowRule = visible
    ? sql`${visiblePostOfVisibleAuthor(viewer)} AND ${unmutedPostPredicate(viewer)}`
    : sql`${posts.deletedAt} IS NULL`
  const authorRule = visible
    ? sql`${visibleAuthorPredicate(sql`a.id`, viewer)} AND a.id <> ALL(${mutedAccountIds(viewer)})`
    : sql`true`
  const newestOfAuthor = (floor: SQL, perAuthor: Placeholder | number) => sql`
        SELECT ${posts.id} AS id, ${posts.userId} AS user_id FROM ${posts}
        WHERE ${posts.userId} = author.id AND ${posts.inReplyToId} IS NULL AND ${posts.eventId} IS NULL AND ${posts.announcementId} IS NULL
          AND ${posts.id} < ${sql.placeholder('before')} AND ${posts.id} >= ${floor} AND ${rowRule}
        ORDER BY ${posts.id} DESC LIMIT ${perAuthor}`
  return db
    .select({ id: sql<number>`page.id`, authorId: sql<number>`page.user_id` })
    .from(
      sql`(WITH author AS MATERIALIZED (
          SELECT DISTINCT a.id FROM (${followedAndSelfIdsSubquery(viewer)}) AS a(id) WHERE ${authorRule}),
        sample AS (
          SELECT s.id FROM author CROSS JOIN LATERAL (${newestOfAuthor(sql`0`, FOLLOWING_SAMPLE_PER_AUTHOR)}) AS s
          ORDER BY s.id DESC LIMIT ${limit}),
        floor AS (SELECT CASE WHEN count(*) < ${limit} THEN 0 ELSE min(id) END AS id FROM sample)
        SELECT p.id, p.user_id FROM author CROSS JOIN LATERAL (${newestOfAuthor(sql`(SELECT id FROM floor)`, limit)}) AS p
      ) AS page`,
    )
    .orderBy(sql`page.id DESC`)
    .limit(limit)
    .prepare(visible ? 'feed_following' : 'feed_following_candidates')
}

/** A For You candidate as read: counters as they are now, closeness to the viewer. */
export interface FeedCandidate {
  id: number
  authorId: number
  createdAt: Date
  likes: number
  replies: number
  reposts: number
  quotes: number
  /** The viewer follows the author (accepted), or is the author. */
  followed: boolean
  /** The author belongs to the viewer's university. */
  sameUniversity: boolean
  /** Posted in a community the viewer is a member of. */
  sameCommunity: boolean
}

export interface CandidateQuery {
  viewerId: number
  universityId: number | null
  /** The communities the viewer is a member of. */
  communityIds: readonly number[]
  /** The snapshot: nothing newer than this id. */
  maxId: number
  /** Posts since this time. */
  since: Date
  /** Widely engaged posts since this time. */
  popularSince: Date
}

/**
 * How many candidates each source may give; together at most the feed's MAX_CANDIDATES. The
 * per-author caps keep one prolific account from filling a source (a page takes two per author anyway).
 */
export const SOURCE_LIMITS = {
  followed: 200,
  perFollowedAuthor: 4,
  university: 120,
  perUniversityMember: 2,
  /** The newest posts of the viewer's communities, a few per community. */
  community: 60,
  perCommunity: 6,
  /** Taken from the pool of widely engaged posts (posts.popular-pool.ts). */
  popular: 120,
} as const

/**
 * The For You candidates with what ranking needs. Each source is bounded, so the query costs the
 * same whatever the table holds: recent posts of the followed accounts and the viewer's own, of the
 * viewer's university, of the viewer's communities, and the most engaged among the newest posts
 * anyone may see. The per-author sources read each author's newest posts from
 * posts_recent_by_author_idx (user_id, created_at), a few index entries per author; the community
 * source reads each community's newest from posts_community_idx. Events and announcements are the
 * activities module's candidates (the feed module joins them). Reposts are not candidates: the
 * original competes on its own.
 */
export async function findForYouCandidates(db: Executor, q: CandidateQuery): Promise<FeedCandidate[]> {
  const pool = await popularPool(db, q.popularSince)
  const params = {
    viewer: q.viewerId,
    maxId: q.maxId,
    since: q.since.toISOString(),
    popularSince: q.popularSince.toISOString(),
    popular: intArray(pool.ids),
    poolNewest: pool.newestId,
    // An array literal: one statement for any number of communities (none reads nothing).
    communities: intArray(q.communityIds),
  }
  const rows =
    q.universityId === null
      ? await prepared(db, 'feed_for_you', (d) => prepareForYou(d, false)).execute(params)
      : await prepared(db, 'feed_for_you_university', (d) => prepareForYou(d, true)).execute({
          ...params,
          university: q.universityId,
          posters: intArray(await recentUniversityPosters(db, q.universityId, q.since)),
        })
  return rows.map((r) => ({
    id: r.id,
    authorId: r.authorId,
    createdAt: new Date(r.createdAt),
    likes: r.likes,
    replies: r.replies,
    reposts: r.reposts,
    quotes: r.quotes,
    followed: r.followed,
    sameUniversity: r.sameUniversity,
    sameCommunity: r.sameCommunity,
  }))
}

function prepareForYou(db: Executor, withUniversity: boolean) {
  const viewer = sql.placeholder('viewer')
  const since = sql`${sql.placeholder('since')}::timestamptz`
  // Reposts are not candidates, so the post part of the visibility rule is its own-row part here.
  const common = sql`${posts.inReplyToId} IS NULL AND ${posts.eventId} IS NULL AND ${posts.announcementId} IS NULL AND ${posts.repostOfId} IS NULL
    AND ${posts.id} <= ${sql.placeholder('maxId')}`
  // Author-first sources check each author once, then read the author's newest posts.
  const newestOf = (authors: SQL, perAuthor: number, limit: number) =>
    sql`(SELECT recent.id FROM (SELECT DISTINCT a.id FROM (${authors}) AS a(id)
        WHERE ${visibleAuthorPredicate(sql`a.id`, viewer)}) AS author CROSS JOIN LATERAL (
        SELECT ${posts.id} AS id FROM ${posts}
        WHERE ${posts.userId} = author.id AND ${posts.createdAt} >= ${since} AND ${common}
          AND ${visiblePostOfVisibleAuthor(viewer)}
        ORDER BY ${posts.createdAt} DESC LIMIT ${perAuthor}) AS recent
      ORDER BY recent.id DESC LIMIT ${limit})`
  // The university source reads the members who posted lately (posts.university-posters.ts), not all
  // 4,500 of them; whether a candidate's author is a member is asked of each candidate's author.
  const posterIds = sql`${sql.placeholder('posters')}::int[]`
  const posters = sql`SELECT unnest(${posterIds})`
  const sources = [
    newestOf(followedAndSelfIdsSubquery(viewer), SOURCE_LIMITS.perFollowedAuthor, SOURCE_LIMITS.followed),
    // The widely engaged posts, most engaged first (posts.popular-pool.ts), then the posts written
    // since the pool was made, most engaged first: the full rule runs on them in that order and stops
    // once enough pass. A function scan yields the array in its order; UNION ALL keeps the two in turn.
    sql`(SELECT pooled.id FROM (
        (SELECT pool.id FROM unnest(${sql.placeholder('popular')}::int[]) AS pool(id))
        UNION ALL
        (SELECT ${posts.id} FROM ${posts}
          WHERE ${posts.id} > ${sql.placeholder('poolNewest')} AND ${posts.createdAt} >= ${sql.placeholder('popularSince')}::timestamptz
            AND ${common} AND ${posts.deletedAt} IS NULL
          ORDER BY ${posts.likesCount} + ${posts.repliesCount} + ${posts.repostCount} + ${posts.quoteCount} DESC, ${posts.id} DESC
          LIMIT ${SOURCE_LIMITS.popular})
      ) AS pooled
      WHERE pooled.id <= ${sql.placeholder('maxId')}
        AND EXISTS (SELECT 1 FROM ${posts} WHERE ${posts.id} = pooled.id AND ${visiblePostsPredicate(viewer)})
      LIMIT ${SOURCE_LIMITS.popular})`,
  ]
  if (withUniversity)
    sources.push(newestOf(posters, SOURCE_LIMITS.perUniversityMember, SOURCE_LIMITS.university))
  const communities = sql`${sql.placeholder('communities')}::int[]`
  // Each community's newest visible posts come from posts_community_idx in id order; the window applies
  // to those few. Inside the lateral, the window made PostgreSQL AND the community index with the
  // whole week of posts_created_at_idx (40,000 entries a community, 16 ms for five communities).
  sources.push(sql`(SELECT recent.id FROM unnest(${communities}) AS community(id) CROSS JOIN LATERAL (
      SELECT ${posts.id} AS id, ${posts.createdAt} AS created_at FROM ${posts}
      WHERE ${posts.communityId} = community.id AND ${common} AND ${visiblePostsPredicate(viewer)}
      ORDER BY ${posts.id} DESC LIMIT ${SOURCE_LIMITS.perCommunity}) AS recent
    WHERE recent.created_at >= ${since}
    ORDER BY recent.id DESC LIMIT ${SOURCE_LIMITS.community})`)
  return (
    db
      .select({
        id: posts.id,
        authorId: posts.userId,
        createdAt: posts.createdAt,
        likes: posts.likesCount,
        replies: posts.repliesCount,
        reposts: posts.repostCount,
        quotes: posts.quoteCount,
        followed: sql<boolean>`(${posts.userId} = ${viewer} OR ${posts.userId} IN (${followedIdsSubquery(viewer)}))`,
        sameUniversity: withUniversity
          ? sql<boolean>`${isUniversityMember(sql`${posts.userId}`, sql.placeholder('university'))}`
          : sql<boolean>`false`,
        sameCommunity: sql<boolean>`coalesce(${posts.communityId} = ANY(${communities}), false)`,
      })
      .from(posts)
      // The reader's mutes, once per candidate: the sources stay as they are tuned.
      .where(sql`${posts.id} IN (${sql.join(sources, sql` UNION `)}) AND ${unmutedPostPredicate(viewer)}`)
      .prepare(withUniversity ? 'feed_for_you_university' : 'feed_for_you')
  )
}

/** An array literal of ids: one statement for any number of them (none reads nothing). */
const intArray = (ids: readonly number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`
