import { type FeedBatchResponse, LIMITS } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { takeEarlyAnswer } from '@/lib/early-answer.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { FEED_STALE_MS, type FeedPage } from './feed-page.ts'
import { getFeed } from './get-feed.ts'
import { keepReaderOrder } from './stable-feed.ts'

/** GET /feed/batch: the ranked For You list in batches. */
export async function getFeedBatch(
  params: { after?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<FeedBatchResponse> {
  // The first page of the first visit, asked for by index.html's first script (lib/early-answer.ts).
  if (!params.after && (params.limit ?? LIMITS.feedPageSize) === LIMITS.feedPageSize) {
    const early = await takeEarlyAnswer<FeedBatchResponse>(`/feed/batch?limit=${LIMITS.feedPageSize}`)
    if (early) return early
  }
  return apiRequest<FeedBatchResponse>('/feed/batch', {
    query: { limit: params.limit ?? LIMITS.feedPageSize, after: params.after ?? undefined },
    signal,
  })
}

interface ForYouCursor {
  source: 'batch' | 'feed'
  after: string | null
}

/**
 * The For You tab. Spec 000 section 7: when the batch is empty it falls back to GET /feed and reads
 * for_you; the later pages then follow that call's cursor, since the two cursors are not interchangeable.
 */
export const forYouFeedOptions = infiniteQueryOptions({
  queryKey: postKeys.feed('for_you'),
  queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
    if (pageParam.source === 'batch') {
      const batch = await getFeedBatch({ after: pageParam.after }, signal)
      if (batch.posts.length > 0 || pageParam.after !== null) {
        return { posts: batch.posts, next_after: batch.hasNext ? batch.next_after : null, source: 'batch' }
      }
    }
    const feed = await getFeed({ after: pageParam.after, tab: 'for_you' }, signal)
    return { posts: feed.for_you, next_after: feed.next_after, source: 'feed' }
  },
  initialPageParam: { source: 'batch', after: null } as ForYouCursor,
  getNextPageParam: (last): ForYouCursor | undefined =>
    last.next_after ? { source: last.source ?? 'batch', after: last.next_after } : undefined,
  staleTime: FEED_STALE_MS,
  // A refetch keeps the reader's order: new posts on top, the rest where it was.
  structuralSharing: keepReaderOrder,
})

export function useForYouFeed() {
  return useInfiniteQuery(forYouFeedOptions)
}
