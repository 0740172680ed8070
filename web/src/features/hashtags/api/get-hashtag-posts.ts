import { MEDIA_LIMITS, type Post } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'

const PAGE_SIZE = MEDIA_LIMITS.hashtagPageSize
/** Spec 001 section 9: hashtag pages are fresh for 30 s. */
const STALE_MS = 30_000

/** GET /feed/hashtags/{tag}/posts?skip&limit=20: the tag's posts, newest first. */
export function getHashtagPosts(tag: string, skip: number, signal?: AbortSignal): Promise<Post[]> {
  return apiRequest<Post[]>(`/feed/hashtags/${encodeURIComponent(tag)}/posts`, {
    query: { skip, limit: PAGE_SIZE },
    signal,
  })
}

/** Pages of 20 by skip; a short page is the last. */
export function hashtagPostsOptions(tag: string) {
  return infiniteQueryOptions({
    queryKey: postKeys.hashtag(tag),
    queryFn: ({ pageParam, signal }) => getHashtagPosts(tag, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) => (last.length < PAGE_SIZE ? undefined : lastSkip + PAGE_SIZE),
    staleTime: STALE_MS,
  })
}

export function useHashtagPosts(tag: string) {
  return useInfiniteQuery(hashtagPostsOptions(tag))
}
