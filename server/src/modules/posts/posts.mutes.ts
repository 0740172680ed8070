import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import { mutedAccountIds, mutesText } from '../users/index.ts'
import { visiblePostsPredicate } from './posts.visibility.ts'

/**
 * The viewer's mutes over posts (issue 16; docs/decisions.md, Muting). Not part of the visibility rule:
 * a muted account's post still opens on its page and its author's profile, as on Mastodon; only the
 * lists the viewer is served (Following, For You, hashtag pages, search) and the notifications leave
 * it out. A post is muted for the viewer when it is not the viewer's own and
 *
 * - its author is muted, or its text holds a muted word or hashtag (users.mutes.text.ts);
 * - or it is a repost whose original is muted that way (a repost of a muted account's post, or of a
 *   post with a muted word, leaves too), unless the original is the viewer's own.
 *
 * `table` names the posts row in the query, as for visiblePostsPredicate. A null viewer mutes nothing.
 */
type Viewer = number | null | Placeholder | SQL

export function unmutedPostPredicate(viewer: Viewer, table = 'posts'): SQL {
  if (viewer === null) return sql`true`
  const original = `${table}_muted_original`
  return sql`(${col(table, 'user_id')} = ${viewer} OR (NOT ${mutedRow(viewer, table)}
    AND (${col(table, 'repost_of_id')} IS NULL OR NOT EXISTS (
      SELECT 1 FROM posts ${sql.raw(`"${original}"`)}
      WHERE ${col(original, 'id')} = ${col(table, 'repost_of_id')} AND ${col(original, 'user_id')} <> ${viewer}
        AND ${mutedRow(viewer, original)}))))`
}

/**
 * True when the post `postId` (a column or value of the outer query) is visible to the viewer and not
 * muted by them: the rule of the lists over other modules' rows that point at posts (the built
 * Following feed, a hashtag's posts).
 */
export function isVisibleUnmutedPost(postId: SQL, viewer: Viewer): SQL {
  return sql`EXISTS (SELECT 1 FROM posts WHERE posts.id = ${postId} AND ${visiblePostsPredicate(viewer)}
    AND ${unmutedPostPredicate(viewer)})`
}

/** True when the post `postId` is muted for `viewer` (a notification about it is not written). */
export function isMutedPost(postId: SQL, viewer: Viewer): SQL {
  return sql`EXISTS (SELECT 1 FROM posts WHERE posts.id = ${postId} AND NOT ${unmutedPostPredicate(viewer)})`
}

function mutedRow(viewer: NonNullable<Viewer>, table: string): SQL {
  return sql`(${col(table, 'user_id')} = ANY(${mutedAccountIds(viewer)}) OR ${mutesText(viewer, col(table, 'content'))})`
}

function col(table: string, column: string): SQL {
  return sql.raw(`"${table}"."${column}"`)
}
