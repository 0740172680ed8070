import type { FollowResult } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/entities/post/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { userKeys } from './keys.ts'

/** POST /users/{id}/follow: 200 following (public account), 202 requested (private account). */
export function followUser(userId: number): Promise<FollowResult> {
  return apiRequest<FollowResult>(`/users/${userId}/follow`, { method: 'POST' })
}

/** DELETE /users/{id}/follow: unfollows, or withdraws a pending request. */
export function unfollowUser(userId: number): Promise<unknown> {
  return apiRequest(`/users/${userId}/follow`, { method: 'DELETE' })
}

/** `mutate(true)` follows (or asks to), `mutate(false)` unfollows; the account and the feeds refresh. */
export function useFollowUser(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (follow: boolean) => (follow ? followUser(userId) : unfollowUser(userId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        queryClient.invalidateQueries({ queryKey: postKeys.lists() }),
      ]),
  })
}
