import type { PostBase } from '@agora/contract'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { postKeys } from '../api/keys.ts'

/**
 * One post appears in many caches at once: its detail, every list (feeds, hashtags, replies,
 * bookmarks), and embedded in reposts and quotes of it. These helpers change every cached copy
 * together and hand back a rollback, in the spirit of Bluesky's post shadow, so that a toggle shows
 * at once everywhere and a failed call puts everything back.
 */
export type Rollback = () => void

const REMOVE = Symbol('remove')
/** Where a post sits: the cached value itself, an element of a list, or embedded in another post. */
type Where = 'root' | 'item' | 'embedded'
type Visit = (post: PostBase, where: Where) => PostBase | typeof REMOVE

function isPost(value: object): value is PostBase {
  const v = value as Partial<PostBase>
  return typeof v.id === 'number' && typeof v.user_id === 'number' && typeof v.is_liked === 'boolean'
}

/**
 * Rebuilds only what changed (structural sharing): unchanged branches keep their identity, so
 * React Query and React re-render only the affected posts. An array drops an item `visit` removes;
 * an embedded post cannot be removed and is left as it is.
 */
function walk(value: unknown, visit: Visit, where: Where): unknown {
  if (Array.isArray(value)) {
    let changed = false
    const out: unknown[] = []
    for (const item of value) {
      const next = walk(item, visit, 'item')
      if (next !== item) changed = true
      if (next !== REMOVE) out.push(next)
    }
    return changed ? out : value
  }
  if (value === null || typeof value !== 'object') return value
  let current = value as Record<string, unknown>
  if (isPost(value)) {
    const next = visit(value, where)
    if (next === REMOVE) return where === 'item' ? REMOVE : value
    current = next as unknown as Record<string, unknown>
  }
  let copy: Record<string, unknown> | null = current === value ? null : { ...current }
  for (const [key, child] of Object.entries(current)) {
    if (child === null || typeof child !== 'object') continue
    const next = walk(child, visit, 'embedded')
    if (next !== child) {
      copy ??= { ...current }
      copy[key] = next
    }
  }
  return copy ?? current
}

function eachPostQuery(client: QueryClient, fn: (key: QueryKey, data: unknown) => void): void {
  for (const [key, data] of client.getQueriesData({ queryKey: postKeys.all })) {
    if (data !== undefined) fn(key, data)
  }
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
  const restores: { key: QueryKey; previous: Partial<PostBase> }[] = []
  eachPostQuery(client, (key, data) => {
    const found: { previous?: Partial<PostBase> } = {}
    const next = walk(
      data,
      (post) => {
        if (post.id !== postId) return post
        const changed = change(post)
        if (changed !== post) found.previous ??= changedFields(post, changed)
        return changed
      },
      'root',
    )
    if (next === data) return
    client.setQueryData(key, next)
    if (found.previous) restores.push({ key, previous: found.previous })
  })
  return () => {
    for (const { key, previous } of restores) {
      const data = client.getQueryData(key)
      if (data === undefined) continue
      const next = walk(data, (post) => (post.id === postId ? { ...post, ...previous } : post), 'root')
      if (next !== data) client.setQueryData(key, next)
    }
  }
}

function changedFields(before: PostBase, after: PostBase): Partial<PostBase> {
  const previous: Record<string, unknown> = {}
  for (const key of Object.keys(after) as (keyof PostBase)[]) {
    if (after[key] !== before[key]) previous[key] = before[key]
  }
  return previous as Partial<PostBase>
}

/**
 * Hides post `postId` from every cached list at once, with the reposts of it; a quote of it keeps
 * its place and shows the quoted post as deleted. The post's own detail stays, for the page that
 * shows it to decide. The rollback puts the lists back as they were.
 */
export function removePostEverywhere(client: QueryClient, postId: number): Rollback {
  const snapshots: { key: QueryKey; data: unknown }[] = []
  eachPostQuery(client, (key, data) => {
    const next = walk(
      data,
      (post, where) => {
        if (where === 'root' || (post.id !== postId && post.retweeted_status_id !== postId)) return post
        if (where === 'item') return REMOVE
        return post.id === postId ? { ...post, deleted: true } : post
      },
      'root',
    )
    if (next === data) return
    snapshots.push({ key, data })
    client.setQueryData(key, next)
  })
  return () => {
    for (const { key, data } of snapshots) client.setQueryData(key, data)
  }
}

/** Copies the server's answer for a post into every cached copy, keeping each copy's embedded posts. */
export function mergeServerPost(
  client: QueryClient,
  post: PostBase & { retweeted_status?: unknown; quoted_status?: unknown; replies?: unknown },
): void {
  const { retweeted_status: _r, quoted_status: _q, replies: _replies, ...fields } = post
  updatePostEverywhere(client, post.id, (copy) => {
    const merged = { ...copy, ...fields }
    return Object.keys(fields).some((k) => merged[k as keyof PostBase] !== copy[k as keyof PostBase])
      ? merged
      : copy
  })
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
