import type { Hashtag } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** The side panel shows a few (spec 001 section 2); cached 5 minutes (spec 000 section 9). */
const TRENDING_LIMIT = 5
const TRENDING_CACHE_MS = 5 * 60 * 1000

/** GET /feed/hashtags/trending?limit=5: the most used hashtags of late, with their counts. */
export function getTrendingHashtags(): Promise<Hashtag[]> {
  return apiRequest<Hashtag[]>('/feed/hashtags/trending', { query: { limit: TRENDING_LIMIT } })
}

export function useTrendingHashtags() {
  return useQuery({
    queryKey: ['hashtags', 'trending', TRENDING_LIMIT],
    queryFn: getTrendingHashtags,
    staleTime: TRENDING_CACHE_MS,
    gcTime: TRENDING_CACHE_MS,
  })
}
