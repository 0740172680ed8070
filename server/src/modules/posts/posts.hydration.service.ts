import type { Post, ProfileComment } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { PolicyPost } from './posts.policy.ts'
import { type Hydration, isReply, presentOriginal, presentPost } from './posts.presenter.ts'
import { findPostGraph, findPostRow, type LoadedPostRow } from './posts.repository.ts'

/**
 * The contract Posts of these ids as the viewer sees them, in the order of ids; hidden, missing and
 * duplicate ids are dropped. One statement whatever ids.length (the feed serves 25 per page at
 * hundreds of requests a second): the post graph with authors, media, mentions and the viewer's flags
 * (posts.repository.ts findPostGraph); the objects are built in memory.
 */
export async function loadPosts(db: Executor, viewer: Viewer | null, ids: number[]): Promise<Post[]> {
  const unique = [...new Set(ids)]
  const h = await hydrate(db, viewer, unique)
  return unique.flatMap((id) => {
    const row = h.rows.get(id)
    const post = row && presentPost(row, h)
    return post ? [post] : []
  })
}

/**
 * The profile's Comments tab: each reply as loadPosts builds it, with original_post, the post it
 * answers as the viewer sees it (null when hidden or gone), read in the same one statement.
 */
export async function loadProfileComments(
  db: Executor,
  viewer: Viewer,
  replies: { id: number; parentId: number }[],
): Promise<ProfileComment[]> {
  const h = await hydrate(db, viewer, [...new Set(replies.flatMap((r) => [r.id, r.parentId]))])
  return replies.flatMap(({ id, parentId }) => {
    const row = h.rows.get(id)
    const post: (Post & { original_post?: ProfileComment['original_post'] }) | null = row
      ? presentPost(row, h)
      : null
    if (!post) return []
    // Set in place: a copy of the 60-field post costs more than building it.
    post.original_post = presentOriginal(parentId, h)
    return [post as ProfileComment]
  })
}

async function hydrate(db: Executor, viewer: Viewer | null, ids: number[]): Promise<Hydration> {
  const rows = await findPostGraph(db, viewer?.id ?? null, ids)
  return { viewer, rows: new Map(rows.map((row) => [row.id, row])) }
}

/** One post as loadPosts builds it; 404 when hidden or missing, with the same body either way. */
export async function loadPost(db: Executor, viewer: Viewer | null, id: number): Promise<Post> {
  const [post] = await loadPosts(db, viewer, [id])
  if (!post) throw notFound('post_not_found')
  return post
}

/** The row of a post the viewer may see, or 404 exactly as for one that does not exist. */
export async function findVisiblePostRow(db: Executor, viewer: Viewer, id: number): Promise<LoadedPostRow> {
  const row = await findPostRow(db, viewer.id, id)
  if (!row?.visible) throw notFound('post_not_found')
  return row
}

/** What the policy needs of a row; every post is 'normal' until events and announcements join the feed. */
export function policyPostOf(row: LoadedPostRow): PolicyPost {
  return {
    userId: row.userId,
    postType: 'normal',
    deleted: row.deletedAt !== null,
    published: row.published,
    visible: row.visible,
    isRepost: row.repostOfId !== null,
    isReply: isReply(row),
  }
}
