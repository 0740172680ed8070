import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { userKeys } from './keys.ts'

/** POST /users/{id}/block: also ends follows and requests both ways. */
export function blockUser(userId: number): Promise<unknown> {
  return apiRequest(`/users/${userId}/block`, { method: 'POST' })
}

/** DELETE /users/{id}/block. */
export function unblockUser(userId: number): Promise<unknown> {
  return apiRequest(`/users/${userId}/block`, { method: 'DELETE' })
}

/** `mutate(true)` blocks, `mutate(false)` unblocks; every user and post list refreshes. */
export function useBlockUser(userId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (block: boolean) => (block ? blockUser(userId) : unblockUser(userId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.all }),
        refreshPostLists(queryClient, { root: postKeys.all }),
      ]),
  })
}
