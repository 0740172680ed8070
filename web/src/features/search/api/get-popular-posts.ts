import type { Post } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** GET /search/popular/posts?limit=5: Explore's posts tab (spec 001 section 7). */
export function getPopularPosts(signal?: AbortSignal): Promise<Post[]> {
  return apiRequest<Post[]>('/search/popular/posts', { query: { limit: 5 }, signal })
}

export function usePopularPosts() {
  return useQuery({
    queryKey: searchKeys.popularPosts(),
    queryFn: ({ signal }) => getPopularPosts(signal),
    staleTime: 60_000,
  })
}
