import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/entities/post/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

export interface NewReply {
  postId: number
  content: string
  images: File[]
}

/** POST /posts/{id}/comments multipart {content, images} (spec 001 section 7): answers the reply. */
export function createReply({ postId, content, images }: NewReply): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  for (const image of images) body.append('images', image)
  return apiRequest<Post>(`/posts/${postId}/comments`, { method: 'POST', body })
}

/**
 * Sends a reply, then refetches the post (its thread and reply count) and the lists that show its
 * count. The reply may answer a reply: `threadId` is the post whose page shows it.
 */
export function useCreateReply(threadId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createReply,
    onSuccess: (_reply, { postId }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: postKeys.detail(threadId) }),
        client.invalidateQueries({ queryKey: postKeys.replies(postId) }),
        client.invalidateQueries({ queryKey: postKeys.lists() }),
      ]),
  })
}
