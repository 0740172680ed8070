import type { Post } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'

export const REPLIES_PAGE_SIZE = 20

/** GET /posts/{id}/replies?skip&limit: a post's direct replies, oldest first. */
export function getReplies(postId: number, skip: number, limit = REPLIES_PAGE_SIZE, signal?: AbortSignal) {
  return apiRequest<Post[]>(`/posts/${postId}/replies`, { query: { skip, limit }, signal })
}

/**
 * The replies of `postId` after the first `shown` ones (the post page already has those), a page at
 * a time; a short page is the last.
 */
export function repliesOptions(postId: number, shown: number) {
  return infiniteQueryOptions({
    queryKey: [...postKeys.replies(postId), shown] as const,
    queryFn: ({ pageParam, signal }) => getReplies(postId, pageParam, REPLIES_PAGE_SIZE, signal),
    initialPageParam: shown,
    getNextPageParam: (last, _all, lastSkip) =>
      last.length < REPLIES_PAGE_SIZE ? undefined : lastSkip + REPLIES_PAGE_SIZE,
  })
}

/** The rest of a thread, fetched only once the reader asks for it. */
export function useMoreReplies(postId: number, shown: number, enabled: boolean) {
  return useInfiniteQuery({ ...repliesOptions(postId, shown), enabled })
}
