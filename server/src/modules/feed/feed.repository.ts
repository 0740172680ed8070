import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { posts } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from '../posts/posts.visibility.ts'
import {
  followedAndSelfIdsSubquery,
  followedIdsSubquery,
  universityMemberIdsSubquery,
} from '../users/users.follows.ts'
import type { Candidate } from './feed.ranking.ts'

/**
 * The feed owns no table: it reads posts (through the posts module's visibility predicate) and the
 * follow graph (through the users module's fragments). Every query names the posts table unaliased,
 * as the predicate expects.
 */

/**
 * One page of the Following list: top-level posts and reposts by the followed accounts and the viewer,
 * newest first, below `beforeId`. Each author's newest posts come from the (user_id, id) index, so
 * the cost grows with the number of followed accounts, not with the size of the table.
 */
export async function findFollowingIds(
  db: Executor,
  viewerId: number,
  beforeId: number | null,
  limit: number,
): Promise<number[]> {
  const below = beforeId === null ? sql`` : sql`AND ${posts.id} < ${beforeId}`
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT page.id FROM (SELECT DISTINCT author.id FROM (${followedAndSelfIdsSubquery(viewerId)}) AS author(id)) AS author
      CROSS JOIN LATERAL (
        SELECT ${posts.id} AS id FROM ${posts}
        WHERE ${posts.userId} = author.id AND ${posts.inReplyToId} IS NULL ${below}
          AND ${visiblePostsPredicate(viewerId)}
        ORDER BY ${posts.id} DESC LIMIT ${limit}
      ) AS page
      ORDER BY page.id DESC LIMIT ${limit}`,
  )
  return rows.map((r) => r.id)
}

export interface CandidateQuery {
  viewerId: number
  universityId: number | null
  /** The snapshot: nothing newer than this id. */
  maxId: number
  /** Posts since this time. */
  since: Date
  /** Widely engaged posts since this time. */
  popularSince: Date
}

/** The engagement that makes a post widely engaged; feed.ranking.ts weighs the same counters. */
const engagementSql = sql`(${posts.likesCount} + ${posts.repliesCount} + ${posts.retweetCount} + ${posts.quoteCount})`

/**
 * How many candidates each source may give; together at most MAX_CANDIDATES (feed.ranking.ts). The
 * per-author caps keep one prolific account from filling a source (a page takes two per author anyway).
 */
export const SOURCE_LIMITS = {
  followed: 200,
  perFollowedAuthor: 4,
  university: 120,
  perUniversityMember: 2,
  popular: 120,
  /** Widely engaged means: among this many newest posts of the popular window. */
  popularScan: 2000,
} as const

/**
 * The For You candidates with what ranking needs. Each source is bounded, so the query costs the
 * same whatever the table holds: recent posts of the followed accounts and the viewer's own, of the
 * viewer's university, and the most engaged among the newest posts anyone may see. The per-author
 * sources read each author's newest posts from the (user_id, created_at) index, a few index entries
 * per author. Joined communities (issue 6) and the university's events and announcements
 * (post_type event and academic, issue 5) add sources here. Reposts are not candidates: the original
 * competes on its own.
 */
export async function findForYouCandidates(db: Executor, q: CandidateQuery): Promise<Candidate[]> {
  const since = sql`${q.since.toISOString()}::timestamptz`
  const common = sql`${posts.inReplyToId} IS NULL AND ${posts.retweetedStatusId} IS NULL
    AND ${posts.id} <= ${q.maxId} AND ${visiblePostsPredicate(q.viewerId)}`
  const newestOf = (authors: SQL, perAuthor: number, limit: number) =>
    sql`(SELECT recent.id FROM (${authors}) AS author(id) CROSS JOIN LATERAL (
        SELECT ${posts.id} AS id FROM ${posts}
        WHERE ${posts.userId} = author.id AND ${posts.createdAt} >= ${since} AND ${common}
        ORDER BY ${posts.createdAt} DESC LIMIT ${perAuthor}) AS recent
      ORDER BY recent.id DESC LIMIT ${limit})`
  const members = q.universityId === null ? null : universityMemberIdsSubquery(q.universityId)
  const sources = [
    newestOf(followedAndSelfIdsSubquery(q.viewerId), SOURCE_LIMITS.perFollowedAuthor, SOURCE_LIMITS.followed),
    // NULLS LAST matches posts_created_at_idx, so the newest posts come from the index in order.
    sql`(SELECT newest.id FROM (
        SELECT ${posts.id} AS id, ${engagementSql} AS engagement FROM ${posts}
        WHERE ${posts.createdAt} >= ${q.popularSince.toISOString()}::timestamptz AND ${common}
        ORDER BY ${posts.createdAt} DESC NULLS LAST LIMIT ${SOURCE_LIMITS.popularScan}) AS newest
      ORDER BY newest.engagement DESC, newest.id DESC LIMIT ${SOURCE_LIMITS.popular})`,
  ]
  if (members) {
    sources.push(newestOf(members, SOURCE_LIMITS.perUniversityMember, SOURCE_LIMITS.university))
  }

  const rows = await queryRows<CandidateRow>(
    db,
    sql`SELECT ${posts.id} AS id, ${posts.userId} AS author_id, ${posts.createdAt} AS created_at,
        ${posts.likesCount} AS likes, ${posts.repliesCount} AS replies,
        ${posts.retweetCount} AS reposts, ${posts.quoteCount} AS quotes,
        (${posts.userId} = ${q.viewerId} OR ${posts.userId} IN (${followedIdsSubquery(q.viewerId)})) AS followed,
        ${members ? sql`${posts.userId} IN (${members})` : sql`false`} AS same_university
      FROM ${posts} WHERE ${posts.id} IN (${sql.join(sources, sql` UNION `)})`,
  )
  return rows.map((r) => ({
    id: r.id,
    authorId: r.author_id,
    createdAt: new Date(r.created_at),
    likes: r.likes,
    replies: r.replies,
    reposts: r.reposts,
    quotes: r.quotes,
    followed: r.followed,
    sameUniversity: r.same_university,
  }))
}

interface CandidateRow {
  id: number
  author_id: number
  created_at: string | Date
  likes: number
  replies: number
  reposts: number
  quotes: number
  followed: boolean
  same_university: boolean
}

/** The newest post id now: a For You snapshot's upper bound (0 on an empty database). */
export async function findNewestPostId(db: Executor): Promise<number> {
  const rows = await queryRows<{ id: number | null }>(db, sql`SELECT max(${posts.id}) AS id FROM ${posts}`)
  return rows[0]?.id ?? 0
}
