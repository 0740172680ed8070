import type { UserSummary } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** People a page of the picker's list asks for. */
export const PEOPLE_PAGE = 20

/**
 * GET /users/?skip&limit (spec 001 section 7, "list of users"): everyone the viewer may write to, by
 * username; the server leaves out the viewer, blocks either way and suspended accounts.
 */
export function getPeople(skip: number, signal?: AbortSignal): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>('/users/', { query: { skip, limit: PEOPLE_PAGE }, signal })
}

export function peopleOptions() {
  return infiniteQueryOptions({
    queryKey: ['chats', 'people', 'directory'],
    queryFn: ({ pageParam, signal }) => getPeople(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) =>
      last.length < PEOPLE_PAGE ? undefined : lastSkip + PEOPLE_PAGE,
    retry: false,
  })
}

/** The picker's list before anything is typed, paged as the reader scrolls. */
export function usePeople() {
  return useInfiniteQuery(peopleOptions())
}
