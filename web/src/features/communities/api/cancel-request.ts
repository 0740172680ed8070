import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** DELETE /communities/{id}/invitations/cancel: a pending request is withdrawn. */
export function cancelRequest(id: number): Promise<void> {
  return apiRequest<void>(`/communities/${id}/invitations/cancel`, { method: 'DELETE' })
}

export function useCancelRequest(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => cancelRequest(id),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  })
}
