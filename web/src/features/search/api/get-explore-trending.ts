import type { ExploreTrending } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** GET /search/trending: Explore's for-you, tags trending at the viewer's university and site-wide. */
export function getExploreTrending(signal?: AbortSignal): Promise<ExploreTrending> {
  return apiRequest<ExploreTrending>('/search/trending', { signal })
}

export function useExploreTrending() {
  return useQuery({
    queryKey: searchKeys.trending(),
    queryFn: ({ signal }) => getExploreTrending(signal),
    staleTime: 60_000,
  })
}
