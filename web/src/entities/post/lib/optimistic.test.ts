import type { FeedResponse, Post } from '@agora/contract'
import { type InfiniteData, QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { postKeys } from '@/lib/post-keys.ts'
import { embedded, makePost } from '@/testing/builders/index.ts'
import {
  mergeServerPost,
  removePostEverywhere,
  updatePostEverywhere,
  withLiked,
  withReposted,
  withSaved,
} from './optimistic.ts'

const original = makePost({ id: 10, likes_count: 3, likes: 3, retweet_count: 1 })
const repostOf10 = makePost({
  id: 11,
  user_id: 8,
  retweeted_status_id: 10,
  retweeted_status: embedded(original),
})
const quoteOf10 = makePost({
  id: 12,
  content: 'look',
  quoted_status_id: 10,
  quoted_status: embedded(original),
})
const other = makePost({ id: 13, content: 'other' })

function seed() {
  const client = new QueryClient()
  const feed: InfiniteData<FeedResponse> = {
    pages: [{ for_you: [original, other], following: [repostOf10, quoteOf10], next_after: null }],
    pageParams: [null],
  }
  client.setQueryData(postKeys.feed('for_you'), feed)
  client.setQueryData(postKeys.hashtag('kampüs'), [quoteOf10, other])
  client.setQueryData(postKeys.detail(10), {
    ...original,
    replies: [makePost({ id: 20, in_reply_to_id: 10 })],
  })
  client.setQueryData(['users', 'other-cache'], [original])
  return client
}

function feedOf(client: QueryClient) {
  return client.getQueryData<InfiniteData<FeedResponse>>(postKeys.feed('for_you'))!.pages[0]!
}

/** Every cached copy of post 10: in lists, embedded in a repost and a quote, and its detail. */
function copiesOf10(client: QueryClient): Post[] {
  const page = feedOf(client)
  const tag = client.getQueryData<Post[]>(postKeys.hashtag('kampüs'))!
  return [
    page.for_you[0] as Post,
    page.following[0]!.retweeted_status as Post,
    page.following[1]!.quoted_status as Post,
    tag[0]!.quoted_status as Post,
    client.getQueryData<Post>(postKeys.detail(10))!,
  ]
}

describe('updatePostEverywhere', () => {
  it('changes every cached copy of the post, embedded ones too, and rolls all of them back', () => {
    const client = seed()
    const before = feedOf(client)
    const rollback = updatePostEverywhere(client, 10, (post) => withLiked(post, true))
    for (const copy of copiesOf10(client)) {
      expect(copy.is_liked).toBe(true)
      expect(copy.likes_count).toBe(4)
      expect(copy.likes).toBe(4)
    }
    // Posts other than 10 keep their identity: nothing else re-renders.
    expect(feedOf(client).for_you[1]).toBe(before.for_you[1])
    expect(client.getQueryData<Post[]>(['users', 'other-cache'])![0]!.is_liked).toBe(false)

    rollback()
    for (const copy of copiesOf10(client)) {
      expect(copy.is_liked).toBe(false)
      expect(copy.likes_count).toBe(3)
    }
  })

  it('keeps the detail replies and the wrapper of a repost as they were', () => {
    const client = seed()
    updatePostEverywhere(client, 10, (post) => withSaved(post, true))
    const detail = client.getQueryData<Post>(postKeys.detail(10))!
    expect(detail.is_saved).toBe(true)
    expect(detail.replies).toHaveLength(1)
    expect(feedOf(client).following[0]!.is_saved).toBe(false)
    expect(feedOf(client).following[0]!.id).toBe(11)
  })

  it('rolls back only the fields it changed, so a later toggle of another field survives', () => {
    const client = seed()
    const undoLike = updatePostEverywhere(client, 10, (post) => withLiked(post, true))
    updatePostEverywhere(client, 10, (post) => withSaved(post, true))
    undoLike()
    for (const copy of copiesOf10(client)) {
      expect(copy.is_liked).toBe(false)
      expect(copy.is_saved).toBe(true)
    }
  })

  it('leaves the caches untouched when nothing changes', () => {
    const client = seed()
    const before = feedOf(client)
    updatePostEverywhere(client, 10, (post) => withLiked(post, false))
    expect(feedOf(client)).toBe(before)
  })
})

describe('the toggles', () => {
  it('never count below zero', () => {
    const post = makePost({ likes_count: 0, likes: 0, is_liked: true, retweet_count: 0, is_retweeted: true })
    expect(withLiked(post, false).likes_count).toBe(0)
    expect(withReposted(post, false).retweet_count).toBe(0)
  })

  it('set the repost under all four names', () => {
    const post = withReposted(makePost({ retweet_count: 2 }), true)
    expect(post).toMatchObject({
      is_retweeted: true,
      retweeted: true,
      user_retweeted: true,
      is_retweet: true,
      retweet_count: 3,
    })
    expect(withReposted(post, true)).toBe(post)
  })
})

describe('removePostEverywhere', () => {
  it('drops the post and its reposts from every list, marks quotes of it deleted, and restores', () => {
    const client = seed()
    const rollback = removePostEverywhere(client, 10)
    const page = feedOf(client)
    expect(page.for_you.map((p) => p.id)).toEqual([13])
    expect(page.following.map((p) => p.id)).toEqual([12])
    expect(page.following[0]!.quoted_status?.deleted).toBe(true)
    expect(client.getQueryData<Post>(postKeys.detail(10))!.deleted).toBe(false)

    rollback()
    expect(feedOf(client).for_you.map((p) => p.id)).toEqual([10, 13])
    expect(feedOf(client).following.map((p) => p.id)).toEqual([11, 12])
    expect(feedOf(client).following[1]!.quoted_status?.deleted).toBe(false)
  })

  it('removes a reply from the replies of its parent', () => {
    const client = seed()
    removePostEverywhere(client, 20)
    expect(client.getQueryData<Post>(postKeys.detail(10))!.replies).toEqual([])
  })
})

describe('mergeServerPost', () => {
  it('copies the answer into every copy but keeps what each copy embeds', () => {
    const client = seed()
    mergeServerPost(client, { ...original, likes_count: 9, likes: 9, is_liked: true, quoted_status: null })
    for (const copy of copiesOf10(client)) expect(copy.likes_count).toBe(9)
    expect(client.getQueryData<Post>(postKeys.detail(10))!.replies).toHaveLength(1)
  })
})
