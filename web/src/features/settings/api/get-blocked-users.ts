import type { UserSummary } from '@agora/contract'
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

export const BLOCKED_PAGE_SIZE = 20

/** GET /users/me/blocked?skip&limit: the accounts the viewer has blocked. */
export function getBlockedUsers(skip: number, limit = BLOCKED_PAGE_SIZE, signal?: AbortSignal) {
  return apiRequest<UserSummary[]>('/users/me/blocked', { query: { skip, limit }, signal })
}

/** Pages under userKeys.blocked(), so that a block or unblock anywhere refreshes this list. */
export const blockedUsersKey = [...userKeys.blocked(), 'pages'] as const

export type BlockedUsersData = InfiniteData<UserSummary[], number>

/**
 * The blocked accounts a page at a time; a short page is the last. A page that fails to load reads
 * as empty (spec 000 section 8: "a blocked-list failure becomes an empty list"), and is logged.
 */
export const blockedUsersOptions = infiniteQueryOptions({
  queryKey: blockedUsersKey,
  queryFn: async ({ pageParam, signal }) => {
    try {
      return await getBlockedUsers(pageParam, BLOCKED_PAGE_SIZE, signal)
    } catch (error) {
      console.error('Blocked accounts could not be loaded', error)
      return []
    }
  },
  initialPageParam: 0,
  getNextPageParam: (last, _all, lastSkip) =>
    last.length < BLOCKED_PAGE_SIZE ? undefined : lastSkip + BLOCKED_PAGE_SIZE,
})

export function useBlockedUsers() {
  return useInfiniteQuery(blockedUsersOptions)
}

/** The list without one account, while the refetch that follows an unblock is on its way. */
export function withoutUser(data: BlockedUsersData | undefined, userId: number) {
  if (!data) return data
  return { ...data, pages: data.pages.map((page) => page.filter((user) => user.id !== userId)) }
}
