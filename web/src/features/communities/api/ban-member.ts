import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** POST /communities/{id}/bans {user_id, reason}: out, and no new request until unbanned. */
export function banMember(id: number, userId: number, reason: string): Promise<void> {
  return apiRequest<void>(`/communities/${id}/bans`, { method: 'POST', json: { user_id: userId, reason } })
}

export function useBanMember(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, reason }: { userId: number; reason: string }) => banMember(id, userId, reason),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.detail(id) }),
  })
}
