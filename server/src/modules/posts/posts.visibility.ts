import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { posts } from '../../db/schema/posts.ts'

/**
 * The one "visible to viewer" predicate of DESIGN.md section 5, over the `posts` table as the query
 * names it (FROM posts, not aliased): the post is not deleted, and it is published or the viewer's own
 * (an unpublished post is its author's draft). Every read path (feed, post page, replies, profile
 * tabs, hashtags, trending, bookmarks, embedded reposts and quotes) filters with it; nothing else
 * re-implements the rule.
 *
 * The next issue extends it here, and only here: a private author's posts need the viewer to be the
 * author or an accepted follower (follows.status = 'accepted'), and a block in either direction hides
 * the post (both as EXISTS sub-queries on the users module's exported SQL fragments).
 *
 * A null viewer (no signed-in user) sees published posts only. A placeholder stands for the viewer's
 * id in a prepared statement.
 */
export function visiblePostsPredicate(viewerId: number | null | Placeholder): SQL {
  if (viewerId === null) return sql`(${posts.deletedAt} IS NULL AND ${posts.published})`
  return sql`(${posts.deletedAt} IS NULL AND (${posts.published} OR ${posts.userId} = ${viewerId}))`
}
