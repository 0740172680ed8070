import type { InfiniteData } from '@tanstack/react-query'
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { postKeys } from '@/lib/post-keys.ts'
import { putOnTopOfFeeds } from '@/lib/post-lists.ts'
import { makeEvent, makePost } from '@/testing/builders/index.ts'
import type { FeedPage } from './feed-page.ts'
import { keepReaderOrder } from './stable-feed.ts'

type Data = InfiniteData<FeedPage, unknown>
const page = (ids: number[], next: string | null, likes = 0): FeedPage => ({
  posts: ids.map((id) => makePost({ id, likes_count: likes })),
  next_after: next,
})
const data = (...pages: FeedPage[]): Data => ({ pages, pageParams: pages.map((_, i) => i) })
const ids = (d: unknown) => (d as Data).pages.map((p) => p.posts.map((post) => post.id))

describe('keepReaderOrder', () => {
  it('keeps the order the reader has, takes fresh counts, drops the gone and puts the new on top', () => {
    const old = data(page([1, 2, 3], 'a'), page([4, 5, 6], 'b'))
    const fresh = data(page([6, 7, 1], 'x', 5), page([3, 2, 4], 'y', 5))
    const kept = keepReaderOrder(old, fresh) as Data
    expect(ids(kept)).toEqual([
      [7, 1, 2],
      [3, 4, 6],
    ])
    expect(kept.pages[0]!.posts[1]!.likes_count).toBe(5)
    expect(kept.pages.map((p) => p.next_after)).toEqual(['x', 'y'])
  })

  it('knows an event from the post with the same id', () => {
    const post = makePost({ id: 9 })
    const event = makeEvent({ id: 9 })
    const old = data({ posts: [post], next_after: null })
    const fresh = data({ posts: [event, post], next_after: null })
    const kept = keepReaderOrder(old, fresh) as Data
    expect(kept.pages[0]!.posts).toEqual([event, post])
  })

  it('leaves a page loaded by infinite scroll at the end', () => {
    const first = page([1, 2], 'a')
    const old = data(first)
    const more = { pages: [first, page([3, 4], 'b')], pageParams: [0, 1] }
    expect(ids(keepReaderOrder(old, more))).toEqual([
      [1, 2],
      [3, 4],
    ])
  })

  it('keeps the identity of what did not change', () => {
    const old = data(page([1, 2], null))
    // An equal answer (a deep copy): nothing changed, so the reader keeps the very same object.
    const same = structuredClone(old)
    expect(keepReaderOrder(old, same)).toBe(old)
  })
})

describe('putOnTopOfFeeds', () => {
  it('puts a new post on top of both Home lists, with For You in the reader order below it', () => {
    const client = new QueryClient()
    client.setQueryData(postKeys.feed('following'), data(page([3, 2], null)))
    client.setQueryData(postKeys.feed('for_you'), data(page([9, 3], 'a')))
    putOnTopOfFeeds(client, makePost({ id: 10 }))
    putOnTopOfFeeds(client, makePost({ id: 10 }))
    expect(ids(client.getQueryData(postKeys.feed('following')))).toEqual([[10, 3, 2]])
    expect(ids(client.getQueryData(postKeys.feed('for_you')))).toEqual([[10, 9, 3]])
  })
})
