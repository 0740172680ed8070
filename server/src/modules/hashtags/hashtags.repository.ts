import { desc, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { hashtags, postHashtags } from '../../db/schema/hashtags.ts'
import { escapeLikePattern } from '../../platform/fold.ts'

/**
 * Reads over the hashtag tables, which the posts module writes when it parses a post. Every read
 * checks the posts through the posts module's visibility rule, so a tag used only where the viewer may
 * not look is not revealed. That rule is the posts module's, which sits above this one: the caller
 * lends it (PostRule), and the feed module, above both, answers every hashtag read with it.
 */

/** A viewer's id, or SQL standing for it (a prepared statement's placeholder). */
type ViewerRef = number | SQL

/**
 * The posts module's rule as SQL over a post id (a column or value of the outer query): its
 * isVisiblePost, isVisibleUnmutedPost, visiblePostCreatedAt and postByAuthorIn. The hashtag tables
 * know post ids, not who may see a post.
 */
export interface PostRule {
  /** True when the viewer may see the post. */
  visible(postId: SQL, viewer: ViewerRef): SQL
  /** True when the viewer may see the post and muted none of it. */
  visibleUnmuted(postId: SQL, viewer: ViewerRef): SQL
  /** When the post was made, or null when the viewer may not see it. */
  visibleCreatedAt(postId: SQL, viewer: ViewerRef): SQL
  /** True when the post's author is one of `authorIds` (a subquery of user ids). */
  byAuthorIn(postId: SQL, authorIds: SQL): SQL
}

export interface HashtagCount {
  name: string
  count: number
}

const aVisibleUse = (posts: PostRule, viewerId: number, hashtagId: SQL) =>
  sql`EXISTS (SELECT 1 FROM ${postHashtags}
    WHERE ${postHashtags.hashtagId} = ${hashtagId} AND ${posts.visible(sql`${postHashtags.postId}`, viewerId)})`

/** `LIKE` needs its wildcards escaped; the text_pattern_ops index serves a constant prefix. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Up to this many stored uses, a tag's count is counted post by post for the viewer. */
const SMALL_TAG = 50

/**
 * THE count of a tag, the one number shown wherever the tag appears: trending, the composer's
 * suggestions, search and the tag's own page (docs/decisions.md, "One hashtag, one count"). It is the
 * number of posts carrying the tag that the viewer may see, muted ones left out, of any age: what the
 * tag's page lists. Up to SMALL_TAG stored uses it is counted exactly, because there one hidden post
 * would stand out ("2" above the one post they can find); a larger tag shows posts_count (its live
 * posts, kept by the posts module), where hidden uses are a share no one can single out and counting
 * them would cost a scan per keystroke. Either way every place asks this expression, so the same
 * viewer sees the same number for the same tag. `id` and `postsCount` are the tag row's columns.
 */
const tagCount = (posts: PostRule, viewerId: number, id: SQL, postsCount: SQL) =>
  sql`CASE WHEN ${postsCount} <= ${SMALL_TAG} THEN (SELECT count(*)::int FROM ${postHashtags}
      WHERE ${postHashtags.hashtagId} = ${id}
        AND ${posts.visibleUnmuted(sql`${postHashtags.postId}`, viewerId)})
    ELSE ${postsCount} END`

/**
 * Tags starting with the folded prefix, most used first. Only the most used matches (posts_count) are
 * checked for a post the viewer may see, so that a short prefix matching thousands of tags costs a
 * sort and a few lookups; a tag with no post the viewer may see is left out, and in the rare case that
 * most of the top matches are such tags the list comes up short. Counts are tagCount.
 */
export async function findHashtagsByPrefix(
  db: Executor,
  posts: PostRule,
  viewerId: number,
  prefix: string,
  limit: number,
): Promise<HashtagCount[]> {
  return queryRows<HashtagCount>(
    db,
    sql`SELECT counted.name, counted.count FROM (
        SELECT top.name, ${tagCount(posts, viewerId, sql`top.id`, sql`top.posts_count`)} AS count
        FROM (SELECT ${hashtags.id} AS id, ${hashtags.name} AS name, ${hashtags.postsCount} AS posts_count
          FROM ${hashtags}
          WHERE ${hashtags.name} LIKE ${likePrefix(prefix)} AND ${hashtags.postsCount} > 0
          ORDER BY ${hashtags.postsCount} DESC, ${hashtags.name} LIMIT ${limit * CHECKED_PER_SUGGESTION}) AS top
        WHERE top.posts_count <= ${SMALL_TAG} OR ${aVisibleUse(posts, viewerId, sql`top.id`)}) AS counted
      WHERE counted.count > 0
      ORDER BY counted.count DESC, counted.name LIMIT ${limit}`,
  )
}

/**
 * Search's hashtags: tags whose folded name (platform/fold.ts, so "kampus" finds #kampüs) starts with
 * the folded term, most used first, each with a post the viewer may see (as findHashtagsByPrefix).
 */
export async function findHashtagsMatching(
  db: Executor,
  posts: PostRule,
  viewerId: number,
  folded: string,
  page: { skip: number; limit: number },
): Promise<HashtagCount[]> {
  return queryRows<HashtagCount>(
    db,
    sql`SELECT counted.name, counted.count FROM (
        SELECT top.name, ${tagCount(posts, viewerId, sql`top.id`, sql`top.posts_count`)} AS count, top.exact
        FROM (SELECT ${hashtags.id} AS id, ${hashtags.name} AS name, ${hashtags.postsCount} AS posts_count,
            agora_fold(${hashtags.name}) = ${folded} AS exact
          FROM ${hashtags}
          WHERE agora_fold(${hashtags.name}) LIKE ${`${escapeLikePattern(folded)}%`} AND ${hashtags.postsCount} > 0
          ORDER BY agora_fold(${hashtags.name}) = ${folded} DESC, ${hashtags.postsCount} DESC, ${hashtags.name}
          LIMIT ${(page.skip + page.limit) * 2 + 10}) AS top
        WHERE top.posts_count <= ${SMALL_TAG} OR ${aVisibleUse(posts, viewerId, sql`top.id`)}) AS counted
      WHERE counted.count > 0
      ORDER BY counted.exact DESC, counted.count DESC, counted.name
      OFFSET ${page.skip} LIMIT ${page.limit}`,
  )
}

/** One tag (already folded) with its tagCount; an unknown tag counts 0. */
export async function findHashtagCount(
  db: Executor,
  posts: PostRule,
  viewerId: number,
  name: string,
): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`SELECT ${tagCount(posts, viewerId, sql`${hashtags.id}`, sql`${hashtags.postsCount}`)} AS count
      FROM ${hashtags} WHERE ${hashtags.name} = ${name}`,
  )
  return rows[0]?.count ?? 0
}

/** How many top matches are checked for visibility per suggestion asked for. */
const CHECKED_PER_SUGGESTION = 5

/**
 * Tags used in the window [now - windowHours, now] on posts the viewer may see, ranked by those uses,
 * each weighing by how recent it is, falling linearly from 1 now to 0 at the window's start. The
 * window only ranks: the count shown is the tag's tagCount, as everywhere else. The time of a use is
 * the post's (an edit re-parses tags but does not make an old post new); the tag row's own time only
 * narrows the scan through its index.
 */
export async function findTrendingHashtags(
  db: Executor,
  posts: PostRule,
  q: { viewerId: number; now: Date; windowHours: number; limit: number; authorIds?: SQL },
): Promise<HashtagCount[]> {
  const now = sql`${q.now.toISOString()}::timestamptz`
  const since = sql`${new Date(q.now.getTime() - q.windowHours * 3_600_000).toISOString()}::timestamptz`
  const ageHours = sql`extract(epoch from (${now} - used.created_at))::float8 / 3600`
  // A scalar sub-select per use keeps the lookup of each use's post a nested index probe: joined
  // plainly, the planner hashes the whole posts table for a few thousand rows.
  return queryRows<HashtagCount>(
    db,
    sql`SELECT ranked.name, ranked.count FROM (
        SELECT top.name, ${tagCount(posts, q.viewerId, sql`top.id`, sql`top.posts_count`)} AS count, top.weight,
          top.uses
        FROM (SELECT ${hashtags.id} AS id, ${hashtags.name} AS name, ${hashtags.postsCount} AS posts_count,
            sum(greatest(0, 1 - ${ageHours} / ${q.windowHours})) AS weight, count(*) AS uses
          FROM ${postHashtags}
          CROSS JOIN LATERAL (SELECT ${posts.visibleCreatedAt(sql`${postHashtags.postId}`, q.viewerId)} AS created_at) AS used
          JOIN ${hashtags} ON ${hashtags.id} = ${postHashtags.hashtagId}
          WHERE ${postHashtags.createdAt} >= ${since} AND used.created_at >= ${since}
            ${q.authorIds ? sql`AND ${posts.byAuthorIn(sql`${postHashtags.postId}`, q.authorIds)}` : sql``}
          GROUP BY ${hashtags.id}, ${hashtags.name}
          ORDER BY weight DESC, uses DESC, ${hashtags.name}
          LIMIT ${q.limit}) AS top) AS ranked
      WHERE ranked.count > 0
      ORDER BY ranked.weight DESC, ranked.uses DESC, ranked.name`,
  )
}

/**
 * Ids of the visible posts carrying the tag, newest first, without those the viewer muted. A prepared
 * statement: planning it took about 2 ms of PostgreSQL for 0.4 ms of execution (docs/benchmarks.md),
 * and its generic plan is the same (the tag's id comes from a sub-select either way). It is built
 * once per database with the rule of the first call: every caller lends the posts module's one rule.
 */
export async function findHashtagPostIds(
  db: Executor,
  posts: PostRule,
  viewerId: number,
  name: string,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const statement = prepared(db, 'hashtag_post_ids', (d) =>
    d
      .select({ id: postHashtags.postId })
      .from(postHashtags)
      .where(
        sql`${postHashtags.hashtagId} = (SELECT ${hashtags.id} FROM ${hashtags} WHERE ${hashtags.name} = ${sql.placeholder('name')})
          AND ${posts.visibleUnmuted(sql`${postHashtags.postId}`, sql`${sql.placeholder('viewer')}::int`)}`,
      )
      .orderBy(desc(postHashtags.postId))
      .offset(sql.placeholder('skip'))
      .limit(sql.placeholder('limit'))
      .prepare('hashtag_post_ids'),
  )
  const rows = await statement.execute({ name, viewer: viewerId, skip: page.skip, limit: page.limit })
  return rows.map((r) => r.id)
}
