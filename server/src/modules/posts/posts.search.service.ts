import type { Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { loadPosts } from './posts.hydration.service.ts'
import { findPopularPostIds, findPostIdsMatching } from './posts.search.repository.ts'

/** Posts matching a term as the viewer may see them, best first (posts.search.repository.ts). */
export async function searchPosts(
  ctx: ServiceContext,
  viewer: Viewer,
  term: string,
  page: { skip: number; limit: number },
): Promise<Post[]> {
  return loadPosts(ctx.db, viewer, await findPostIdsMatching(ctx.db, viewer.id, term, page))
}

/** GET /search/popular/posts: the most engaged recent posts the viewer may see. */
export async function popularPosts(ctx: ServiceContext, viewer: Viewer, limit: number): Promise<Post[]> {
  return loadPosts(ctx.db, viewer, await findPopularPostIds(ctx.db, viewer.id, ctx.clock(), limit))
}
