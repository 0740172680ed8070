import { MEDIA_LIMITS, type Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { getUniversity } from '../universities/index.ts'
import { findVisiblePostRow, loadPosts } from './posts.hydration.service.ts'
import { findReplyIds, readThreadPage } from './posts.replies.repository.ts'
import { findSavedPostIds } from './posts.repository.ts'
import { findUniversityPostIds } from './posts.top-level.repository.ts'

/** The post page (spec 001, Post page) and the lists of posts that are not feeds. */

/**
 * Direct replies the post page carries; more come from GET /posts/{id}/replies?skip=... A thread
 * that long is read a page at a time, like Mastodon's context view.
 */
export const POST_PAGE_REPLIES = 50

export interface Page {
  skip: number
  limit: number
}

/**
 * GET /posts/{id}: the post with its direct replies, oldest first, each with its first 4 replies
 * (spec 001: "a comment shows at most 4 replies"). Opening the page counts the viewer once among the
 * post's viewers (views_count: distinct signed-in viewers, its author included). The page of a repost
 * is its original's: the repost shows the original, whose replies and views these are. On this page the
 * reply counts of the post and of its direct replies are the replies this viewer may see, so that
 * "show more replies" and "view all N replies" promise exactly what the reader can load (a reply by
 * an account blocked either way, or a private one the viewer does not follow, is counted elsewhere
 * but never listed here).
 */
export async function getPostPage(ctx: ServiceContext, viewer: Viewer, id: number): Promise<Post> {
  const thread = await readThreadPage(ctx.db, viewer.id, id, {
    limit: POST_PAGE_REPLIES,
    perParent: MEDIA_LIMITS.repliesShownPerComment,
  })
  if (!thread) throw notFound('post_not_found')
  const { threadId, directIds, nested, counts: visibleCounts } = thread
  const loaded = await loadPosts(ctx.db, viewer, [id, ...directIds, ...nested.map((r) => r.id)])
  const byId = new Map(loaded.map((post) => [post.id, post]))
  const post = byId.get(id)
  if (!post) throw notFound('post_not_found')
  // The loaded posts are this request's own objects: each takes its counts and replies in place (a
  // copy of a 60-field post costs more than building it).
  const withReplies = (shown: Post, postId: number, replies: Post[]) => {
    const count = visibleCounts.get(postId) ?? 0
    shown.replies_count = count
    shown.comments_count = count
    shown.replies = replies
    return shown
  }
  const nestedOf = new Map<number, Post[]>()
  for (const r of nested) {
    const nestedReply = byId.get(r.id)
    if (!nestedReply) continue
    const siblings = nestedOf.get(r.parentId)
    if (siblings) siblings.push(nestedReply)
    else nestedOf.set(r.parentId, [nestedReply])
  }
  const replies = directIds.flatMap((replyId) => {
    const reply = byId.get(replyId)
    return reply ? [withReplies(reply, replyId, nestedOf.get(replyId) ?? [])] : []
  })
  return withReplies(post, threadId, replies)
}

/** GET /posts/{id}/replies: the direct replies of a visible post, oldest first ("view the rest"). */
export async function listReplies(
  ctx: ServiceContext,
  viewer: Viewer,
  id: number,
  page: Page,
): Promise<Post[]> {
  const row = await findVisiblePostRow(ctx.db, viewer, id)
  const ids = await findReplyIds(ctx.db, viewer.id, row.repostOfId ?? row.id, page)
  return loadPosts(ctx.db, viewer, ids)
}

/** GET /users/me/saved-posts: the viewer's bookmarks they may still see, newest save first. */
export async function listSavedPosts(ctx: ServiceContext, viewer: Viewer, page: Page): Promise<Post[]> {
  return loadPosts(ctx.db, viewer, await findSavedPostIds(ctx.db, viewer.id, page))
}

/** GET /posts/universities/{id}/posts: what was posted to a university's page, newest first. */
export async function listUniversityPosts(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  page: Page,
): Promise<Post[]> {
  if (!(await getUniversity(ctx.db, universityId))) throw notFound('university_not_found')
  return loadPosts(ctx.db, viewer, await findUniversityPostIds(ctx.db, viewer.id, universityId, page))
}
