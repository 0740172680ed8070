import type { UserSummary } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /users/?q= for the invite form (at most 5 choices). */
export function searchPeople(term: string, signal?: AbortSignal): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>('/users/', { query: { q: term.trim(), limit: 5 }, signal })
}

export function usePeopleSearch(term: string) {
  return useQuery({
    queryKey: ['communities', 'invite-people', term.trim()],
    queryFn: ({ signal }) => searchPeople(term, signal),
    enabled: term.trim().length > 0,
  })
}
