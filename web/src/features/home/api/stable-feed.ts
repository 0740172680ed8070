import type { Post } from '@agora/contract'
import { type InfiniteData, replaceEqualDeep } from '@tanstack/react-query'
import type { FeedPage } from './feed-page.ts'

type FeedData = InfiniteData<FeedPage, unknown>

/**
 * The ranked For You list is read again now and then (its cache time has passed, a block removed an
 * author), and the server may rank it differently each time. A refetch must not reshuffle the list
 * under the reader: the posts the reader already has keep their order (with fresh counts), posts gone
 * from the answer leave, and posts new to the reader go on top; a page loaded at the end (infinite
 * scroll) stays at the end. The pages keep the answer's sizes and cursors, so that the next page
 * continues where the server stopped. The query runs every write through it (setQueryData too).
 */
export function keepReaderOrder(previous: unknown, fresh: unknown): unknown {
  const old = previous as FeedData | undefined
  const next = fresh as FeedData
  if (!old || !next?.pages) return replaceEqualDeep(previous, fresh)
  const freshById = new Map<number, Post>()
  for (const page of next.pages) for (const post of page.posts) freshById.set(post.id, post)
  const tailIds = new Set(next.pages.slice(old.pages.length).flatMap((page) => page.posts.map((p) => p.id)))
  const kept: Post[] = []
  const seen = new Set<number>()
  for (const page of old.pages) {
    for (const post of page.posts) {
      const current = freshById.get(post.id)
      if (current && !seen.has(post.id)) {
        kept.push(current)
        seen.add(post.id)
      }
    }
  }
  const added = [...freshById.values()].filter((post) => !seen.has(post.id))
  const ordered = [
    ...added.filter((post) => !tailIds.has(post.id)),
    ...kept,
    ...added.filter((post) => tailIds.has(post.id)),
  ]
  let offset = 0
  const pages = next.pages.map((page) => {
    const posts = ordered.slice(offset, offset + page.posts.length)
    offset += page.posts.length
    return { ...page, posts }
  })
  return replaceEqualDeep(previous, { ...next, pages })
}
