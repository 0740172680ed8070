import type { Hashtag, Post } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { loadPosts } from '../posts/posts.service.ts'
import { foldHashtag } from '../posts/posts.text.ts'
import { findHashtagPostIds, findHashtagsByPrefix, findTrendingHashtags } from './hashtags.repository.ts'

/** Trending is the last day's uses, each weighing less as it ages, nothing at 24 hours (DESIGN.md section 5). */
const TRENDING_WINDOW_HOURS = 24

/** What the person typed after '#', or a whole tag, as stored: without the '#', folded the Turkish way. */
export function normalizeTag(text: string): string {
  return foldHashtag(text.trim().replace(/^#+/, ''))
}

/** The composer's suggestions: tags starting with what was typed, most used first. */
export function suggestHashtags(
  db: Executor,
  viewer: Viewer,
  q: { q: string; limit: number },
): Promise<Hashtag[]> {
  return findHashtagsByPrefix(db, viewer.id, normalizeTag(q.q), q.limit)
}

export function trendingHashtags(
  db: Executor,
  viewer: Viewer,
  q: { limit: number },
  now: () => number = Date.now,
): Promise<Hashtag[]> {
  return findTrendingHashtags(db, {
    viewerId: viewer.id,
    now: new Date(now()),
    windowHours: TRENDING_WINDOW_HOURS,
    limit: q.limit,
  })
}

/** The posts carrying a tag, newest first; an unknown tag has none. */
export async function hashtagPosts(
  db: Executor,
  viewer: Viewer,
  tag: string,
  page: { skip: number; limit: number },
): Promise<Post[]> {
  const name = normalizeTag(tag)
  if (!name) return []
  return loadPosts(db, viewer, await findHashtagPostIds(db, viewer.id, name, page))
}
