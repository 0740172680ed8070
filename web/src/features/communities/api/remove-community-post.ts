import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { communityKeys } from './keys.ts'

/** DELETE /communities/{id}/posts/{postId} {reason}: its staff remove a post of the community. */
export function removeCommunityPost(id: number, postId: number, reason: string): Promise<void> {
  return apiRequest<void>(`/communities/${id}/posts/${postId}`, { method: 'DELETE', json: { reason } })
}

export function useRemoveCommunityPost(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, reason }: { postId: number; reason: string }) =>
      removeCommunityPost(id, postId, reason),
    onSettled: async () => {
      await refreshPostLists(client)
      await client.invalidateQueries({ queryKey: communityKeys.log(id) })
    },
  })
}
