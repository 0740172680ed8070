import type { Hashtag } from '@agora/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

const SUGGESTION_LIMIT = 10
/** Spec 000 section 9: hashtag suggestions, limit 10, cached 5 minutes. */
const SUGGESTION_CACHE_MS = 5 * 60 * 1000

export const hashtagSuggestionKeys = {
  all: ['hashtags', 'suggestions'] as const,
  prefix: (q: string) => ['hashtags', 'suggestions', q] as const,
}

/** GET /feed/hashtags?q=&limit=10: the most used hashtags starting with q. */
export function getHashtagSuggestions(q: string, signal?: AbortSignal): Promise<Hashtag[]> {
  return apiRequest<Hashtag[]>('/feed/hashtags', { query: { q, limit: SUGGESTION_LIMIT }, signal })
}

export function hashtagSuggestionsOptions(q: string) {
  return queryOptions({
    queryKey: hashtagSuggestionKeys.prefix(q),
    queryFn: ({ signal }) => getHashtagSuggestions(q, signal),
    staleTime: SUGGESTION_CACHE_MS,
    gcTime: SUGGESTION_CACHE_MS,
  })
}

/** Suggestions for the partial hashtag being typed; idle while there is none. */
export function useHashtagSuggestions(q: string | null) {
  return useQuery({
    ...hashtagSuggestionsOptions(q ?? ''),
    enabled: q !== null && q.length > 0,
    placeholderData: keepPreviousData,
  })
}
