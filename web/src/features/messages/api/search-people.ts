import type { QuickSearchResponse, UserSearchResult } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'

/**
 * GET /search/quick/{term}, of which the picker reads only the people (spec 001 section 7), each
 * with the field that matched. A 404 is no one found.
 */
export async function searchPeople(term: string, signal?: AbortSignal): Promise<UserSearchResult[]> {
  try {
    const found = await apiRequest<QuickSearchResponse>(`/search/quick/${encodeURIComponent(term)}`, {
      signal,
    })
    return found.users
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return []
    throw err
  }
}

export function useSearchPeople(term: string) {
  return useQuery({
    queryKey: ['chats', 'people', term],
    queryFn: ({ signal }) => searchPeople(term, signal),
    enabled: term.length > 0,
    retry: false,
  })
}
