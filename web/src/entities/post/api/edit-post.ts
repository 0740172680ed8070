import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { mergeServerPost } from '../lib/optimistic.ts'

/** PUT /posts/{id} {content}: answers the edited post (edited true, hashtags and mentions re-read). */
export function editPost(postId: number, content: string): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}`, { method: 'PUT', json: { content } })
}

/** Edits a post; on success every cached copy shows the new text and the Edited mark. */
export function useEditPost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, content }: { postId: number; content: string }) => editPost(postId, content),
    onSuccess: (post) => mergeServerPost(client, post),
  })
}
