import type { JoinRequest } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/{id}/invitations: the pending join requests (its staff). */
export function getJoinRequests(id: number): Promise<JoinRequest[]> {
  return apiRequest<JoinRequest[]>(`/communities/${id}/invitations`)
}

export function useJoinRequests(id: number) {
  return useQuery({ queryKey: communityKeys.requests(id), queryFn: () => getJoinRequests(id) })
}
