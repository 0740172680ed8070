import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { hashtags, postHashtags, posts } from '../../db/schema/posts.ts'
import { visiblePostsPredicate } from '../posts/posts.visibility.ts'

/**
 * Reads over the hashtag tables, which the posts module writes when it parses a post. Every read
 * joins the posts through the visibility predicate, so a tag used only where the viewer may not look
 * is not revealed.
 */

export interface HashtagCount {
  name: string
  count: number
}

const aVisibleUse = (viewerId: number) =>
  sql`EXISTS (SELECT 1 FROM ${postHashtags} JOIN ${posts} ON ${posts.id} = ${postHashtags.postId}
    WHERE ${postHashtags.hashtagId} = ${hashtags.id} AND ${visiblePostsPredicate(viewerId)})`

/** `LIKE` needs its wildcards escaped; the text_pattern_ops index serves a constant prefix. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** Tags starting with the folded prefix, most used first (posts_count, kept by the posts module). */
export async function findHashtagsByPrefix(
  db: Executor,
  viewerId: number,
  prefix: string,
  limit: number,
): Promise<HashtagCount[]> {
  return queryRows<HashtagCount>(
    db,
    sql`SELECT ${hashtags.name} AS name, ${hashtags.postsCount} AS count FROM ${hashtags}
      WHERE ${hashtags.name} LIKE ${likePrefix(prefix)} AND ${hashtags.postsCount} > 0 AND ${aVisibleUse(viewerId)}
      ORDER BY ${hashtags.postsCount} DESC, ${hashtags.name} LIMIT ${limit}`,
  )
}

/**
 * Tags of the posts written since `since` that the viewer may see: count is their uses in that
 * window, and they rank by uses weighted down by age, halving every `halfLifeHours`. The time of a use
 * is the post's (an edit re-parses tags but does not make an old post new).
 */
export async function findTrendingHashtags(
  db: Executor,
  q: { viewerId: number; now: Date; since: Date; halfLifeHours: number; limit: number },
): Promise<HashtagCount[]> {
  const since = sql`${q.since.toISOString()}::timestamptz`
  const ageHours = sql`extract(epoch from (${q.now.toISOString()}::timestamptz - ${posts.createdAt})) / 3600`
  return queryRows<HashtagCount>(
    db,
    sql`SELECT ${hashtags.name} AS name, count(*)::int AS count
      FROM ${postHashtags}
      JOIN ${posts} ON ${posts.id} = ${postHashtags.postId}
      JOIN ${hashtags} ON ${hashtags.id} = ${postHashtags.hashtagId}
      WHERE ${postHashtags.createdAt} >= ${since} AND ${posts.createdAt} >= ${since}
        AND ${visiblePostsPredicate(q.viewerId)}
      GROUP BY ${hashtags.id}, ${hashtags.name}
      ORDER BY sum(power(0.5, greatest(${ageHours}, 0) / ${q.halfLifeHours})) DESC, count(*) DESC, ${hashtags.name}
      LIMIT ${q.limit}`,
  )
}

/** Ids of the visible posts carrying the tag, newest first. */
export async function findHashtagPostIds(
  db: Executor,
  viewerId: number,
  name: string,
  page: { skip: number; limit: number },
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT ${postHashtags.postId} AS id FROM ${postHashtags}
      JOIN ${posts} ON ${posts.id} = ${postHashtags.postId}
      WHERE ${postHashtags.hashtagId} = (SELECT ${hashtags.id} FROM ${hashtags} WHERE ${hashtags.name} = ${name})
        AND ${visiblePostsPredicate(viewerId)}
      ORDER BY ${postHashtags.postId} DESC OFFSET ${page.skip} LIMIT ${page.limit}`,
  )
  return rows.map((r) => r.id)
}
