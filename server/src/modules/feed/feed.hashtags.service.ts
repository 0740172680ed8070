import type { Hashtag, Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  findHashtagCount,
  findHashtagPostIds,
  findHashtagsByPrefix,
  findHashtagsMatching,
  findTrendingHashtags,
  normalizeTag,
  type PostRule,
} from '../hashtags/index.ts'
import {
  isVisiblePost,
  isVisibleUnmutedPost,
  loadPosts,
  postByAuthorIn,
  visiblePostCreatedAt,
} from '../posts/index.ts'
import { universityMemberIdsSubquery } from '../users/index.ts'

/**
 * Hashtag reads: suggestions, trending, a tag's page and search's hashtag group. Reading posts by tag
 * is a feed, so it lives here, above both the hashtags module (whose tables the reads scan) and the
 * posts module (whose visibility rule every read applies, so that every place counts a tag alike).
 */
const POSTS: PostRule = {
  visible: isVisiblePost,
  visibleUnmuted: isVisibleUnmutedPost,
  visibleCreatedAt: visiblePostCreatedAt,
  byAuthorIn: postByAuthorIn,
}

/** Trending is the last day's uses, each weighing less as it ages, nothing at 24 hours (DESIGN.md section 5). */
const TRENDING_WINDOW_HOURS = 24

/** The composer's suggestions: tags starting with what was typed, most used first. */
export function suggestHashtags(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { q: string; limit: number },
): Promise<Hashtag[]> {
  return findHashtagsByPrefix(ctx.db, POSTS, viewer.id, normalizeTag(q.q), q.limit)
}

export function trendingHashtags(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { limit: number },
): Promise<Hashtag[]> {
  return findTrendingHashtags(ctx.db, POSTS, {
    viewerId: viewer.id,
    now: ctx.clock(),
    windowHours: TRENDING_WINDOW_HOURS,
    limit: q.limit,
  })
}

/** The posts carrying a tag, newest first; an unknown tag has none. */
export async function hashtagPosts(
  ctx: ServiceContext,
  viewer: Viewer,
  tag: string,
  page: { skip: number; limit: number },
): Promise<Post[]> {
  const name = normalizeTag(tag)
  if (!name) return []
  return loadPosts(ctx.db, viewer, await findHashtagPostIds(ctx.db, POSTS, viewer.id, name, page))
}

/** A tag's page header: the tag as stored and its count (the same number as everywhere it appears). */
export async function hashtagSummary(ctx: ServiceContext, viewer: Viewer, tag: string): Promise<Hashtag> {
  const name = normalizeTag(tag)
  return { name, count: name ? await findHashtagCount(ctx.db, POSTS, viewer.id, name) : 0 }
}

/** Search's hashtag group: `folded` as platform/fold.ts folds the term (a leading # is dropped). */
export function searchHashtags(
  ctx: ServiceContext,
  viewer: Viewer,
  folded: string,
  page: { skip: number; limit: number },
): Promise<Hashtag[]> {
  const name = folded.replace(/^#+/, '').trim()
  if (!name) return Promise.resolve([])
  return findHashtagsMatching(ctx.db, POSTS, viewer.id, name, page)
}

/** Tags trending among one university's members (Explore's first block), as trendingHashtags counts. */
export function trendingAtUniversity(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  limit: number,
): Promise<Hashtag[]> {
  return findTrendingHashtags(ctx.db, POSTS, {
    viewerId: viewer.id,
    now: ctx.clock(),
    windowHours: TRENDING_WINDOW_HOURS,
    limit,
    authorIds: universityMemberIdsSubquery(universityId),
  })
}
