import type { Post } from '@agora/contract'
import { and, eq, isNull } from 'drizzle-orm'
import { posts } from '../../db/schema/posts.ts'
import type { Viewer } from '../../platform/auth.ts'
import { notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { removePost } from './posts.compose.service.ts'
import { postHome } from './posts.home.ts'
import { loadPosts } from './posts.hydration.service.ts'
import { findCommunityPostIds } from './posts.top-level.repository.ts'

/** A community's posts, for the communities module (which owns the community and its rules). */

/**
 * GET /communities/{id}/posts: its top-level posts and reposts-free originals, newest first; each
 * still under its author's visibility rule (a private author's post only to their followers).
 */
export async function listCommunityPosts(
  ctx: ServiceContext,
  viewer: Viewer,
  communityId: number,
  page: { skip: number; limit: number },
): Promise<Post[]> {
  return loadPosts(ctx.db, viewer, await findCommunityPostIds(ctx.db, viewer.id, communityId, page))
}

/**
 * A community's staff removing one of its posts: 404 unless the post is live and in that community.
 * Answers its author, for the moderation log.
 */
export async function removeCommunityPost(
  ctx: ServiceContext,
  actorId: number,
  communityId: number,
  postId: number,
): Promise<{ authorId: number }> {
  const [row] = await ctx.db
    .select({ authorId: posts.userId })
    .from(posts)
    .where(and(eq(posts.id, postId), isNull(posts.deletedAt)))
    .limit(1)
  // Issue 30: replies in its threads and comments on its events are the community's too.
  if (!row || (await postHome(ctx, postId)).communityId !== communityId) throw notFound('post_not_found')
  await removePost(ctx, actorId, postId)
  return row
}

/** A deleted community's posts go with it (each removed as its owner would remove it). */
export async function removeAllCommunityPosts(ctx: ServiceContext, actorId: number, communityId: number) {
  const rows = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.communityId, communityId), isNull(posts.deletedAt)))
  for (const { id } of rows) await removePost(ctx, actorId, id)
}
