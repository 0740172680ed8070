import { ACTIVITY_LIMITS, type PopularUniversity } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

/** GET /search/popular/universities?limit=10: ranked by members (spec 000 section 7). */
export function getPopularUniversities(): Promise<PopularUniversity[]> {
  return apiRequest<PopularUniversity[]>('/search/popular/universities', {
    query: { limit: ACTIVITY_LIMITS.popularUniversities },
  })
}

export function usePopularUniversities() {
  return useQuery({
    queryKey: universityKeys.popular(),
    queryFn: getPopularUniversities,
    staleTime: 5 * 60_000,
  })
}
