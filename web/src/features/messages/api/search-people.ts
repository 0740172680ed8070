import type { UserSummary } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/**
 * GET /users/?q=term: people to chat with, by username, nickname or full name. (The spec's picker
 * reads /search/quick/{term}; search comes with its own issue, and this call answers the same users.)
 */
export function searchPeople(term: string, signal?: AbortSignal): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>('/users/', { query: { q: term, limit: 20 }, signal })
}

export function useSearchPeople(term: string) {
  return useQuery({
    queryKey: ['chats', 'people', term],
    queryFn: ({ signal }) => searchPeople(term, signal),
    enabled: term.length > 0,
    retry: false,
  })
}
