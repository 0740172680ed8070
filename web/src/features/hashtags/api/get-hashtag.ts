import type { Hashtag } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** As the tag's posts (spec 001 section 9): fresh for 30 s. */
const STALE_MS = 30_000

/**
 * GET /feed/hashtags/{tag}: the tag with its count, the same number trending, search and the
 * composer's suggestions show for it (the posts carrying it that the reader may see).
 */
export function getHashtag(tag: string, signal?: AbortSignal): Promise<Hashtag> {
  return apiRequest<Hashtag>(`/feed/hashtags/${encodeURIComponent(tag)}`, { signal })
}

export function useHashtag(tag: string) {
  return useQuery({
    queryKey: ['hashtags', 'tag', tag],
    queryFn: ({ signal }) => getHashtag(tag, signal),
    staleTime: STALE_MS,
  })
}
