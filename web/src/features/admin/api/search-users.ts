import type { UserSummary } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { adminKeys } from './keys.ts'

/** GET /users/?q= (20 at most): people to give a role. */
export function searchUsers(term: string): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>('/users/', { query: { q: term.trim(), limit: 20 } })
}

export function useUserSearch(term: string) {
  return useQuery({
    queryKey: adminKeys.users(term.trim()),
    queryFn: () => searchUsers(term),
    enabled: term.trim().length > 0,
  })
}
