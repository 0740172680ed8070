import type { LinkCard } from '@agora/contract'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { postLikes, postMedia, postSaves, posts } from '../../db/schema/posts.ts'
import {
  type ExportArchive,
  type ExportSection,
  extensionOf,
} from '../../platform/contributions/export-sections.ts'
import { linkCardJson } from '../links/index.ts'
import { exportVotesOf, pollJsonForExport } from './posts.polls.repository.ts'

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
  /** Issue 31: the card shown under its link, as the page gave it (not the person's own content). */
  link_card: LinkCard | null
  /** Issue 31: its poll with the results, or null. */
  poll: {
    options: string[]
    votes_counts: number[]
    multiple: boolean
    voters_count: number
    closes_at: string
  } | null
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
        '[]'::json) AS media, ${linkCardJson(sql`p.link_card_id`)} AS link_card,
      ${pollJsonForExport(sql`p.id`)} AS poll
    FROM ${posts} p WHERE p.user_id = ${userId} AND p.deleted_at IS NULL
    ORDER BY p.created_at, p.id`,
  )
  const strip = ({ is_comment: _, ...post }: ExportedPost & { is_comment: boolean }): ExportedPost => post
  return {
    posts: rows.filter((row) => !row.is_comment).map(strip),
    comments: rows.filter((row) => row.is_comment).map(strip),
    poll_votes: await exportVotesOf(db, userId),
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

/** The posts module's section of an export: posts, comments, likes and saves, with their media. */
export const postsExportSection: ExportSection = {
  readme: [
    [
      'posts.json',
      'Your posts, reposts, quotes and drafts (published false), not deleted ones,\nwith their media. Each media item names its file in this archive\n(file_in_zip) beside the path it had on Agora (file_path).',
    ],
    ['comments.json', 'Your replies to posts and your comments on events and announcements, the same\nway.'],
    ['likes.json', "The posts you liked: the post's id and when."],
    ['poll_votes.json', "The polls you voted in: the post's id, the options you chose and when."],
    ['saves.json', "The posts you saved (bookmarks): the post's id and when."],
    ['media/posts/', 'The images and videos of your posts, named <post id>-<n>.'],
    ['media/comments/', 'The images and videos of your comments, the same way.'],
  ],
  async write(ctx, userId, archive) {
    const { posts, comments, poll_votes } = await exportPostsOf(ctx.db, userId)
    await copyMedia(archive, posts, 'posts')
    await copyMedia(archive, comments, 'comments')
    const { likes, saves } = await exportReactionsOf(ctx.db, userId)
    archive.json('posts.json', posts)
    archive.json('comments.json', comments)
    archive.json('likes.json', likes)
    archive.json('saves.json', saves)
    archive.json('poll_votes.json', poll_votes)
  },
}

/**
 * Copies each post's media into media/<folder>/<post id>-<n>.<ext> and notes that name on the item
 * (`file_in_zip`); a file the store no longer has is noted as null.
 */
async function copyMedia(archive: ExportArchive, posts: ExportedPost[], folder: string): Promise<void> {
  for (const post of posts) {
    for (const [n, item] of post.media.entries()) {
      const name = `media/${folder}/${post.id}-${n + 1}${extensionOf(item.file_path)}`
      const copied = await archive.media(name, item.file_path)
      Object.assign(item, { file_in_zip: copied ? name : null })
    }
  }
}
