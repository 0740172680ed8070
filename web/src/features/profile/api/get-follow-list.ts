import { MEDIA_LIMITS, type UserSummary } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

const PAGE_SIZE = MEDIA_LIMITS.profilePageSize

export type FollowList = 'followers' | 'following'

/** GET /users/{id}/followers | following?skip&limit=20. */
export function getFollowList(
  userId: number,
  list: FollowList,
  skip: number,
  signal?: AbortSignal,
): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>(`/users/${userId}/${list}`, { query: { skip, limit: PAGE_SIZE }, signal })
}

export function followListOptions(userId: number, list: FollowList) {
  return infiniteQueryOptions({
    queryKey: list === 'followers' ? userKeys.followers(userId) : userKeys.following(userId),
    queryFn: ({ pageParam, signal }) => getFollowList(userId, list, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) => (last.length < PAGE_SIZE ? undefined : lastSkip + PAGE_SIZE),
  })
}

export function useFollowList(userId: number, list: FollowList) {
  return useInfiniteQuery(followListOptions(userId, list))
}
