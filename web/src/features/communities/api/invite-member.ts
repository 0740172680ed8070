import type { InviteResponse } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** POST /communities/{id}/invite {user_id}: invited, or member when they had asked already. */
export function inviteMember(id: number, userId: number): Promise<InviteResponse> {
  return apiRequest<InviteResponse>(`/communities/${id}/invite`, {
    method: 'POST',
    json: { user_id: userId },
  })
}

export function useInviteMember(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => inviteMember(id, userId),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.detail(id) }),
  })
}
