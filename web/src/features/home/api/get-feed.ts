import { type FeedResponse, LIMITS } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { FEED_STALE_MS, type FeedPage } from './feed-page.ts'

export type FeedTab = 'for_you' | 'following'

/** GET /feed: the for_you and following lists and one cursor; with tab, only that list is filled. */
export function getFeed(
  params: { tab?: FeedTab; after?: string | null; limit?: number },
  signal?: AbortSignal,
): Promise<FeedResponse> {
  return apiRequest<FeedResponse>('/feed', {
    query: { limit: params.limit ?? LIMITS.feedPageSize, after: params.after ?? undefined, tab: params.tab },
    signal,
  })
}

/** The Following tab: posts and reposts of followed accounts and one's own, newest first, by cursor. */
export const followingFeedOptions = infiniteQueryOptions({
  queryKey: postKeys.feed('following'),
  queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
    const res = await getFeed({ tab: 'following', after: pageParam }, signal)
    return { posts: res.following, next_after: res.next_after }
  },
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.next_after ?? undefined,
  staleTime: FEED_STALE_MS,
})

export function useFollowingFeed() {
  return useInfiniteQuery(followingFeedOptions)
}
