import type { CommunityMember } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/{id}/members: staff first. */
export function getCommunityMembers(id: number): Promise<CommunityMember[]> {
  return apiRequest<CommunityMember[]>(`/communities/${id}/members`)
}

export function useCommunityMembers(id: number) {
  return useQuery({ queryKey: communityKeys.members(id), queryFn: () => getCommunityMembers(id) })
}
