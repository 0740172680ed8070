import type { UserSummary } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** GET /search/popular/users?limit=10: Explore's users tab (spec 001 section 7). */
export function getPopularUsers(signal?: AbortSignal): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>('/search/popular/users', { query: { limit: 10 }, signal })
}

export function usePopularUsers() {
  return useQuery({
    queryKey: searchKeys.popularUsers(),
    queryFn: ({ signal }) => getPopularUsers(signal),
    staleTime: 5 * 60_000,
  })
}
