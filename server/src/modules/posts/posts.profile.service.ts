import type { Post, ProfileComment } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { canSeeProfile, canViewPosts, findRelation } from '../users/index.ts'
import { loadPosts, loadProfileComments } from './posts.hydration.service.ts'
import type { Page } from './posts.page.service.ts'
import { findLikedPostIds, findProfileReplies } from './posts.repository.ts'
import { findProfilePostIds } from './posts.top-level.repository.ts'

/**
 * The profile's tabs (spec 001 sections 2 and 7): an account's posts, comments and likes. Who may
 * open them is the users module's profile-level rule (users.policy.ts); which rows each holds is still
 * the one visibility predicate, so a tab never shows a post that is hidden anywhere else (a liked post
 * of an account the viewer cannot see, a draft).
 */

/**
 * 404 for an account that is missing, deleted or has blocked the viewer (it is hidden from them like
 * a missing one); 403 when the viewer may see the profile but not its posts: a private account they
 * do not follow, or one they have blocked (said so, since they can undo it).
 */
async function checkTabsOpen(ctx: ServiceContext, viewer: Viewer, userId: number): Promise<void> {
  const relation = await findRelation(ctx.db, viewer.id, userId)
  if (!canSeeProfile(relation)) throw notFound('user_not_found')
  if (!canViewPosts(relation))
    throw forbidden(relation.blockedByViewer ? 'you_blocked_account' : 'account_private')
}

/** GET /users/{id}/posts: top-level posts and reposts, newest first. */
export async function listProfilePosts(
  ctx: ServiceContext,
  viewer: Viewer,
  userId: number,
  page: Page,
): Promise<Post[]> {
  await checkTabsOpen(ctx, viewer, userId)
  return loadPosts(ctx.db, viewer, await findProfilePostIds(ctx.db, viewer.id, userId, page))
}

/** GET /users/{id}/comments: replies, newest first, each with the post it answers. */
export async function listProfileComments(
  ctx: ServiceContext,
  viewer: Viewer,
  userId: number,
  page: Page,
): Promise<ProfileComment[]> {
  await checkTabsOpen(ctx, viewer, userId)
  return loadProfileComments(ctx.db, viewer, await findProfileReplies(ctx.db, viewer.id, userId, page))
}

/** GET /users/{id}/liked-posts: what the account liked, most recently liked first. */
export async function listLikedPosts(
  ctx: ServiceContext,
  viewer: Viewer,
  userId: number,
  page: Page,
): Promise<Post[]> {
  await checkTabsOpen(ctx, viewer, userId)
  return loadPosts(ctx.db, viewer, await findLikedPostIds(ctx.db, viewer.id, userId, page))
}
