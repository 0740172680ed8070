import type { PostBase } from '@agora/contract'
import type { QueryClient } from '@tanstack/react-query'
import { isActivity } from '@/entities/activity/lib/paths.ts'
import {
  type CacheShadow,
  mergeEverywhere,
  REMOVE,
  type Rollback,
  removeEverywhere,
  updateEverywhere,
} from '@/lib/optimistic/cache-shadow.ts'
import { postKeys } from '@/lib/post-keys.ts'

export type { Rollback }

/**
 * One post appears in many caches at once: its detail, every list (feeds, hashtags, replies,
 * bookmarks), and embedded in reposts and quotes of it. These helpers are the
 * post's face of lib/optimistic/cache-shadow.ts: a post is recognised in any cache under postKeys.all.
 */
const postShadow: CacheShadow<PostBase> = {
  roots: [postKeys.all],
  matches: (value): value is PostBase => {
    const v = value as Partial<PostBase>
    // Events and announcements (in For You) share these fields but are not posts (entities/activity).
    return (
      typeof v.id === 'number' &&
      typeof v.user_id === 'number' &&
      typeof v.is_liked === 'boolean' &&
      !isActivity(value)
    )
  },
  id: (post) => post.id,
}

/**
 * Applies `change` to every cached copy of post `postId` and returns a rollback that restores the
 * fields `change` altered (only those, so that a concurrent toggle of another field survives).
 */
export function updatePostEverywhere(
  client: QueryClient,
  postId: number,
  change: (post: PostBase) => PostBase,
): Rollback {
  return updateEverywhere(client, postShadow, postId, change)
}

/**
 * Hides post `postId` from every cached list at once, with the reposts of it; a quote of it keeps
 * its place and shows the quoted post as deleted. The post's own detail stays, for the page that
 * shows it to decide. The rollback puts the lists back as they were.
 */
export function removePostEverywhere(client: QueryClient, postId: number): Rollback {
  return removeEverywhere(client, postShadow, (post, where) => {
    if (where === 'root' || (post.id !== postId && post.retweeted_status_id !== postId)) return post
    if (where === 'item') return REMOVE
    return post.id === postId ? { ...post, deleted: true } : post
  })
}

/** Copies the server's answer for a post into every cached copy, keeping each copy's embedded posts. */
export function mergeServerPost(
  client: QueryClient,
  post: PostBase & { retweeted_status?: unknown; quoted_status?: unknown; replies?: unknown },
): void {
  const { retweeted_status: _r, quoted_status: _q, replies: _replies, ...fields } = post
  mergeEverywhere(client, postShadow, post.id, fields)
}

/** Sets the viewer's like; the count follows and never drops below zero. */
export function withLiked(post: PostBase, liked: boolean): PostBase {
  if (post.is_liked === liked) return post
  const count = Math.max(0, post.likes_count + (liked ? 1 : -1))
  return { ...post, is_liked: liked, likes_count: count, likes: count }
}

export function withSaved(post: PostBase, saved: boolean): PostBase {
  return post.is_saved === saved ? post : { ...post, is_saved: saved }
}

/** Sets the viewer's repost under all four of the specification's names; the count never drops below zero. */
export function withReposted(post: PostBase, reposted: boolean): PostBase {
  if (post.is_retweeted === reposted) return post
  const count = Math.max(0, post.retweet_count + (reposted ? 1 : -1))
  return {
    ...post,
    is_retweeted: reposted,
    retweeted: reposted,
    user_retweeted: reposted,
    is_retweet: reposted,
    retweet_count: count,
  }
}
