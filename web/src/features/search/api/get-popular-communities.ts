import type { PopularCommunity } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** GET /search/popular/communities?limit=10: Explore's communities tab (the side panel asks 5). */
export function getPopularCommunities(signal?: AbortSignal): Promise<PopularCommunity[]> {
  return apiRequest<PopularCommunity[]>('/search/popular/communities', { query: { limit: 10 }, signal })
}

export function usePopularCommunities() {
  return useQuery({
    queryKey: searchKeys.popularCommunities(),
    queryFn: ({ signal }) => getPopularCommunities(signal),
    staleTime: 5 * 60_000,
  })
}
