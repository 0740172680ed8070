import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** POST /communities/{id}/invitations/{requestId}/respond {action}. */
export function respondRequest(id: number, requestId: number, action: 'accept' | 'reject'): Promise<void> {
  return apiRequest<void>(`/communities/${id}/invitations/${requestId}/respond`, {
    method: 'POST',
    json: { action },
  })
}

export function useRespondRequest(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ requestId, action }: { requestId: number; action: 'accept' | 'reject' }) =>
      respondRequest(id, requestId, action),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.detail(id) }),
  })
}
