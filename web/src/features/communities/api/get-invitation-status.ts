import type { InvitationStatusResponse, MembershipStatus } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/**
 * GET /communities/{id}/invitations/status, per card (spec 000 section 7). A failed check falls back
 * to none and is only logged (spec 000 section 8).
 */
export async function getInvitationStatus(id: number): Promise<MembershipStatus> {
  try {
    return (await apiRequest<InvitationStatusResponse>(`/communities/${id}/invitations/status`)).status
  } catch (error) {
    console.warn(`status check failed for community ${id}`, error)
    return 'none'
  }
}

export function useInvitationStatus(id: number) {
  return useQuery({ queryKey: communityKeys.status(id), queryFn: () => getInvitationStatus(id) })
}
