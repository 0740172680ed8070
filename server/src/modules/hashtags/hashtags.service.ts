import type { Hashtag, Post } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { foldHashtag, loadPosts } from '../posts/index.ts'
import { universityMemberIdsSubquery } from '../users/index.ts'
import {
  findHashtagCount,
  findHashtagPostIds,
  findHashtagsByPrefix,
  findHashtagsMatching,
  findTrendingHashtags,
} from './hashtags.repository.ts'

/** Trending is the last day's uses, each weighing less as it ages, nothing at 24 hours (DESIGN.md section 5). */
const TRENDING_WINDOW_HOURS = 24

/** What the person typed after '#', or a whole tag, as stored: without the '#', folded the Turkish way. */
export function normalizeTag(text: string): string {
  return foldHashtag(text.trim().replace(/^#+/, ''))
}

/** The composer's suggestions: tags starting with what was typed, most used first. */
export function suggestHashtags(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { q: string; limit: number },
): Promise<Hashtag[]> {
  return findHashtagsByPrefix(ctx.db, viewer.id, normalizeTag(q.q), q.limit)
}

export function trendingHashtags(
  ctx: ServiceContext,
  viewer: Viewer,
  q: { limit: number },
): Promise<Hashtag[]> {
  return findTrendingHashtags(ctx.db, {
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
  return loadPosts(ctx.db, viewer, await findHashtagPostIds(ctx.db, viewer.id, name, page))
}

/** A tag's page header: the tag as stored and its count (the same number as everywhere it appears). */
export async function hashtagSummary(ctx: ServiceContext, viewer: Viewer, tag: string): Promise<Hashtag> {
  const name = normalizeTag(tag)
  return { name, count: name ? await findHashtagCount(ctx.db, viewer.id, name) : 0 }
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
  return findHashtagsMatching(ctx.db, viewer.id, name, page)
}

/** Tags trending among one university's members (Explore's first block), as trendingHashtags counts. */
export function trendingAtUniversity(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  limit: number,
): Promise<Hashtag[]> {
  return findTrendingHashtags(ctx.db, {
    viewerId: viewer.id,
    now: ctx.clock(),
    windowHours: TRENDING_WINDOW_HOURS,
    limit,
    authorIds: universityMemberIdsSubquery(universityId),
  })
}
