import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** DELETE /communities/{id}/members/{userId} {reason}. */
export function removeMember(id: number, userId: number, reason: string): Promise<void> {
  return apiRequest<void>(`/communities/${id}/members/${userId}`, { method: 'DELETE', json: { reason } })
}

export function useRemoveMember(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) => removeMember(id, userId, reason),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.detail(id) }),
  })
}
