import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** DELETE /communities/{id}/leave (members, not its ComAdmin). */
export function leaveCommunity(id: number): Promise<void> {
  return apiRequest<void>(`/communities/${id}/leave`, { method: 'DELETE' })
}

export function useLeaveCommunity(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => leaveCommunity(id),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.all }),
  })
}
