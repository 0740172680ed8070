import type { PopularCommunity } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /search/popular/communities?limit=5: the side panel's block (spec 001 section 7). */
export function getPopularCommunities(limit = 5): Promise<PopularCommunity[]> {
  return apiRequest<PopularCommunity[]>('/search/popular/communities', { query: { limit } })
}

export function usePopularCommunities() {
  return useQuery({
    queryKey: [...communityKeys.all, 'popular'],
    queryFn: () => getPopularCommunities(),
    staleTime: 5 * 60_000,
  })
}
