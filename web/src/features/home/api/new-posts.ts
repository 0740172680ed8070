import type { FeedItem } from '@agora/contract'
import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { streamKey } from '@/entities/activity/lib/paths.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { type FeedPage, NEW_POSTS_POLL_MS } from './feed-page.ts'
import type { FeedTab } from './get-feed.ts'
import { getFeed } from './get-feed.ts'
import { getFeedBatch } from './get-feed-batch.ts'

type FeedData = InfiniteData<FeedPage, unknown>

const createdAt = (item: FeedItem) => Date.parse(item.created_at)

/**
 * How many items of `head` (the top of the tab as the server has it now) are newer than everything the
 * reader has: not among the shown items, and created after the newest of them. A ranked list (For You)
 * that merely moved an older post up does not count.
 */
export function countNewer(shown: readonly FeedItem[], head: readonly FeedItem[]): number {
  if (shown.length === 0) return 0
  const known = new Set(shown.map(streamKey))
  const newest = Math.max(...shown.map(createdAt))
  return head.filter((item) => !known.has(streamKey(item)) && createdAt(item) > newest).length
}

async function readHead(tab: FeedTab): Promise<FeedItem[]> {
  if (tab === 'following') return (await getFeed({ tab: 'following' })).following
  return (await getFeedBatch({})).posts
}

/**
 * The 'Show new posts' bar's state for one Home tab: every minute while the page is shown, the top of
 * the tab is read beside the list (which stays as the reader has it) and the posts newer than the
 * shown ones are counted. `show` puts them on top: the list keeps its first page, reads it again (new
 * posts go first, stable-feed.ts) and the reader is taken to the top.
 */
export function useNewPosts(tab: FeedTab): { waiting: number; show: () => Promise<void> } {
  const queryClient = useQueryClient()
  const [waiting, setWaiting] = useState(0)

  useEffect(() => {
    setWaiting(0)
    let stopped = false
    const peek = async () => {
      if (document.visibilityState !== 'visible') return
      const data = queryClient.getQueryData<FeedData>(postKeys.feed(tab))
      if (!data) return
      try {
        const head = await readHead(tab)
        const shown = queryClient.getQueryData<FeedData>(postKeys.feed(tab))?.pages.flatMap((p) => p.posts)
        if (!stopped && shown) setWaiting(countNewer(shown, head))
      } catch {
        // A failed look is tried again at the next minute; the list itself is untouched.
      }
    }
    const timer = window.setInterval(() => void peek(), NEW_POSTS_POLL_MS)
    return () => {
      stopped = true
      window.clearInterval(timer)
    }
  }, [queryClient, tab])

  const show = useCallback(async () => {
    const key = postKeys.feed(tab)
    queryClient.setQueryData<FeedData>(key, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    )
    setWaiting(0)
    window.scrollTo({ top: 0 })
    await queryClient.refetchQueries({ queryKey: key, exact: true })
  }, [queryClient, tab])

  return { waiting, show }
}
