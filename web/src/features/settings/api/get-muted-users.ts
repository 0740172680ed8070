import { MUTE_LIMITS, type MutedUser } from '@agora/contract'
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

export const MUTED_PAGE_SIZE = MUTE_LIMITS.accountsPage

/** GET /users/me/mutes?skip&limit: the accounts the viewer mutes now. */
export function getMutedUsers(skip: number, limit = MUTED_PAGE_SIZE, signal?: AbortSignal) {
  return apiRequest<MutedUser[]>('/users/me/mutes', { query: { skip, limit }, signal })
}

/** Pages under userKeys.muted(), so that a mute or unmute anywhere refreshes this list. */
export const mutedUsersKey = [...userKeys.muted(), 'pages'] as const

export type MutedUsersData = InfiniteData<MutedUser[], number>

/** The muted accounts a page at a time; a short page is the last. */
export const mutedUsersOptions = infiniteQueryOptions({
  queryKey: mutedUsersKey,
  queryFn: ({ pageParam, signal }) => getMutedUsers(pageParam, MUTED_PAGE_SIZE, signal),
  initialPageParam: 0,
  getNextPageParam: (last, _all, lastSkip) =>
    last.length < MUTED_PAGE_SIZE ? undefined : lastSkip + MUTED_PAGE_SIZE,
})

export function useMutedUsers() {
  return useInfiniteQuery(mutedUsersOptions)
}
