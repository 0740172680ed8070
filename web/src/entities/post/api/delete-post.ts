import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { type Rollback, removePostEverywhere } from '../lib/optimistic.ts'

export function deletePost(postId: number): Promise<unknown> {
  return apiRequest<unknown>(`/posts/${postId}`, { method: 'DELETE' })
}

/**
 * Deletes a post (spec 000 section 4): it leaves every list at once and comes back if the call
 * fails. The callbacks sit on the mutation, not on mutate(), because the card that asked is
 * unmounted as soon as its post leaves the list, and the outcome must still be reported.
 */
export function useDeletePost({
  onDeleted,
  onFailed,
}: {
  onDeleted?: (postId: number) => void
  onFailed?: (error: Error) => void
} = {}) {
  const client = useQueryClient()
  return useMutation<unknown, Error, number, Rollback>({
    mutationFn: deletePost,
    onMutate: (postId) => removePostEverywhere(client, postId),
    onError: (error, _postId, rollback) => {
      rollback?.()
      onFailed?.(error)
    },
    onSuccess: (_data, postId) => {
      client.removeQueries({ queryKey: postKeys.detail(postId), exact: true })
      // A parent's reply count and the bookmarks change: lists reload when next shown.
      void client.invalidateQueries({ queryKey: postKeys.lists(), refetchType: 'none' })
      onDeleted?.(postId)
    },
  })
}
