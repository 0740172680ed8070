import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { postLikes, postMedia, postSaves, posts } from '../../db/schema/posts.ts'

export interface ExportedPost {
  id: number
  content: string
  created_at: string
  edited_at: string | null
  in_reply_to_id: number | null
  repost_of_id: number | null
  quoted_status_id: number | null
  community_id: number | null
  event_id: number | null
  announcement_id: number | null
  /** False for a draft (unpublished): still the person's own. */
  published: boolean
  media: { kind: string; file_path: string; width: number | null; height: number | null }[]
}

/**
 * The posts module's part of a data export (issue 16): the person's live posts (reposts, quotes and
 * drafts, which are marked unpublished) and, apart, their comments (replies, and comments on events
 * and announcements), each with its media as stored paths, which the export copies into its ZIP.
 */
export async function exportPostsOf(db: Executor, userId: number) {
  const rows = await queryRows<ExportedPost & { is_comment: boolean }>(
    db,
    sql`SELECT p.id, p.content, p.created_at, p.edited_at, p.in_reply_to_id, p.repost_of_id,
      p.quoted_status_id, p.community_id, p.event_id, p.announcement_id, p.published,
      (p.in_reply_to_id IS NOT NULL OR p.event_id IS NOT NULL OR p.announcement_id IS NOT NULL) AS is_comment,
      COALESCE((SELECT json_agg(json_build_object('kind', m.kind, 'file_path', m.file_path,
        'width', m.width, 'height', m.height) ORDER BY m.position) FROM ${postMedia} m WHERE m.post_id = p.id),
        '[]'::json) AS media
    FROM ${posts} p WHERE p.user_id = ${userId} AND p.deleted_at IS NULL
    ORDER BY p.created_at, p.id`,
  )
  const strip = ({ is_comment: _, ...post }: ExportedPost & { is_comment: boolean }): ExportedPost => post
  return {
    posts: rows.filter((row) => !row.is_comment).map(strip),
    comments: rows.filter((row) => row.is_comment).map(strip),
  }
}

/** The posts the person liked and saved: ids and times (the posts themselves are their authors'). */
export async function exportReactionsOf(db: Executor, userId: number) {
  const of = (table: typeof postLikes | typeof postSaves) =>
    queryRows(
      db,
      sql`SELECT r.post_id, r.created_at FROM ${table} r JOIN ${posts} p ON p.id = r.post_id
      WHERE r.user_id = ${userId} AND p.deleted_at IS NULL ORDER BY r.created_at`,
    )
  return { likes: await of(postLikes), saves: await of(postSaves) }
}
