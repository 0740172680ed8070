import type { CommunityBell } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** PUT /notifications/communities/{id}/bell {enabled}: members turn it on, anyone off. */
export function setCommunityBell(id: number, enabled: boolean): Promise<CommunityBell> {
  return apiRequest<CommunityBell>(`/notifications/communities/${id}/bell`, {
    method: 'PUT',
    json: { enabled },
  })
}

export function useSetCommunityBell(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => setCommunityBell(id, enabled),
    onSuccess: (bell) => client.setQueryData(communityKeys.bell(id), bell),
  })
}
