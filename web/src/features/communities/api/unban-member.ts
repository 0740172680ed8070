import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** DELETE /communities/{id}/bans/{userId}: they may ask to join again. */
export function unbanMember(id: number, userId: number): Promise<void> {
  return apiRequest<void>(`/communities/${id}/bans/${userId}`, { method: 'DELETE' })
}

export function useUnbanMember(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (userId: number) => unbanMember(id, userId),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.detail(id) }),
  })
}
