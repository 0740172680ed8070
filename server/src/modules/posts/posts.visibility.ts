import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { blockedEitherWay, isPublicAccount, notSuspended, viewerFollows } from '../users/index.ts'

/**
 * The one "visible to viewer" rule of DESIGN.md section 5. Every read path (feed, post page, replies,
 * profile tabs, hashtags, trending, bookmarks, embedded reposts and quotes) filters with it; nothing
 * else re-implements it. A post is visible when:
 *
 * - it is not deleted, and it is published or the viewer's own (an unpublished post is a draft);
 * - its author is the viewer, or no block stands between them either way and the author is public
 *   or the viewer follows the author (an accepted follow; a pending request grants nothing);
 * - its author is not suspended (issue 16);
 * - it is not a repost, or the original it points at is visible by the same rules: a repost of a
 *   hidden post shows nothing of it, so it is hidden too. (A quote stays: it is its author's own
 *   words; its embedded original is checked on its own and shown as unavailable.)
 *
 * A null viewer (nobody signed in) sees published posts of public accounts. A placeholder stands for
 * the viewer's id in a prepared statement. `table` names the posts row in the query (FROM posts, or
 * an alias); columns are spelled out because drizzle drops table names in some select lists.
 */
type Viewer = number | null | Placeholder | SQL

export function visiblePostsPredicate(viewer: Viewer, table = 'posts'): SQL {
  return sql`(${visiblePostOfVisibleAuthor(viewer, table)} AND ${visibleAuthorPredicate(col(table, 'user_id'), viewer)})`
}

/**
 * True when the post with id `postId` (a column or value of the outer query) exists and the viewer may
 * see it: the rule for other modules' queries over their own rows that point at posts (built feeds,
 * hashtags, later bookmarks and notifications), without their naming the posts table.
 */
export function isVisiblePost(postId: SQL, viewer: Viewer): SQL {
  return sql`EXISTS (SELECT 1 FROM posts WHERE posts.id = ${postId} AND ${visiblePostsPredicate(viewer)})`
}

/** `(SELECT created_at ...)`: when the post `postId` was made, or null when the viewer may not see it. */
export function visiblePostCreatedAt(postId: SQL, viewer: Viewer): SQL {
  return sql`(SELECT posts.created_at FROM posts WHERE posts.id = ${postId} AND ${visiblePostsPredicate(viewer)})`
}

/**
 * The author part of the rule alone, for a query that chooses authors first (the Following feed picks
 * followed accounts, then reads each one's newest posts): checking it once per author instead of once
 * per post. `authorId` is a column or value of the outer query.
 */
export function visibleAuthorPredicate(authorId: SQL, viewer: Viewer): SQL {
  // The follow test comes first: on the feed's hot path every author is followed, and PostgreSQL
  // answers it from a hash of the viewer's follows without looking the author up.
  // A suspended author's posts are hidden from everyone (issue 16); they come back when it ends.
  if (viewer === null) return sql`(${isPublicAccount(authorId)} AND ${notSuspended(authorId)})`
  return sql`((${authorId} = ${viewer} OR (NOT ${blockedEitherWay(viewer, authorId)}
    AND (${viewerFollows(viewer, authorId)} OR ${isPublicAccount(authorId)}))) AND ${notSuspended(authorId)})`
}

/**
 * The post part of the rule, for rows whose author already passed visibleAuthorPredicate in the same
 * query. Used without it, it leaks private accounts: only the feed's author-first queries use it.
 */
export function visiblePostOfVisibleAuthor(viewer: Viewer, table = 'posts'): SQL {
  const original = `${table}_original`
  return sql`(${ownPart(viewer, table)} AND (${col(table, 'repost_of_id')} IS NULL OR EXISTS (
    SELECT 1 FROM posts ${sql.raw(`"${original}"`)}
    WHERE ${col(original, 'id')} = ${col(table, 'repost_of_id')}
      AND ${ownPart(viewer, original)} AND ${visibleAuthorPredicate(col(original, 'user_id'), viewer)})))`
}

function ownPart(viewer: Viewer, table: string): SQL {
  const notDeleted = sql`${col(table, 'deleted_at')} IS NULL`
  if (viewer === null) return sql`(${notDeleted} AND ${col(table, 'published')})`
  return sql`(${notDeleted} AND (${col(table, 'published')} OR ${col(table, 'user_id')} = ${viewer}))`
}

function col(table: string, column: string): SQL {
  return sql.raw(`"${table}"."${column}"`)
}

/** `(SELECT left(content, 120) ...)`: the start of a post's text (a notification's excerpt), or null. */
export function postExcerpt(postId: SQL): SQL {
  return sql`(SELECT left(posts.content, 120) FROM posts WHERE posts.id = ${postId})`
}

/**
 * True when the post `postId` exists and is not deleted (whatever its author's privacy). A scalar
 * sub-select, as isPublicAccount is: inside an OR an EXISTS may become a hashed sub-plan that reads
 * every post of the table first.
 */
export function livePostExists(postId: SQL): SQL {
  return sql`COALESCE((SELECT posts.deleted_at IS NULL FROM posts WHERE posts.id = ${postId}), false)`
}

/** True when the post `postId` was written by one of `authorIds` (a subquery of ids): trending at a university. */
export function postByAuthorIn(postId: SQL, authorIds: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM posts WHERE posts.id = ${postId} AND posts.user_id IN (${authorIds}))`
}
