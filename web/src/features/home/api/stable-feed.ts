import type { FeedItem } from '@agora/contract'
import { type InfiniteData, replaceEqualDeep } from '@tanstack/react-query'
import { streamKey } from '@/entities/activity/lib/paths.ts'
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
  // Items are known by kind and id: an event and a post may share an id.
  const freshByKey = new Map<number | string, FeedItem>()
  for (const page of next.pages) for (const post of page.posts) freshByKey.set(streamKey(post), post)
  const tailKeys = new Set(next.pages.slice(old.pages.length).flatMap((page) => page.posts.map(streamKey)))
  const kept: FeedItem[] = []
  const seen = new Set<number | string>()
  for (const page of old.pages) {
    for (const post of page.posts) {
      const key = streamKey(post)
      const current = freshByKey.get(key)
      if (current && !seen.has(key)) {
        kept.push(current)
        seen.add(key)
      }
    }
  }
  const added = [...freshByKey.values()].filter((post) => !seen.has(streamKey(post)))
  const ordered = [
    ...added.filter((post) => !tailKeys.has(streamKey(post))),
    ...kept,
    ...added.filter((post) => tailKeys.has(streamKey(post))),
  ]
  let offset = 0
  const pages = next.pages.map((page) => {
    const posts = ordered.slice(offset, offset + page.posts.length)
    offset += page.posts.length
    return { ...page, posts }
  })
  return replaceEqualDeep(previous, { ...next, pages })
}
