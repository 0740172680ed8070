import type { Hashtag, Post } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { loadPosts } from '../posts/posts.service.ts'
import { foldHashtag } from '../posts/posts.text.ts'
import { findHashtagPostIds, findHashtagsByPrefix, findTrendingHashtags } from './hashtags.repository.ts'

/** Trending counts a week of uses, each weighing half as much for every day of its age. */
const TRENDING_WINDOW_HOURS = 7 * 24
const TRENDING_HALF_LIFE_HOURS = 24

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
  const at = now()
  return findTrendingHashtags(db, {
    viewerId: viewer.id,
    now: new Date(at),
    since: new Date(at - TRENDING_WINDOW_HOURS * 3_600_000),
    halfLifeHours: TRENDING_HALF_LIFE_HOURS,
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
