import type { PopularUniversity } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** GET /search/popular/universities?limit=10: Explore's universities tab, ranked by members. */
export function getPopularUniversities(signal?: AbortSignal): Promise<PopularUniversity[]> {
  return apiRequest<PopularUniversity[]>('/search/popular/universities', { query: { limit: 10 }, signal })
}

export function usePopularUniversities() {
  return useQuery({
    queryKey: searchKeys.popularUniversities(),
    queryFn: ({ signal }) => getPopularUniversities(signal),
    staleTime: 5 * 60_000,
  })
}
