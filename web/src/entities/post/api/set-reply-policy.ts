import type { Post, ReplyPolicy } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { mergeServerPost } from '../lib/optimistic.ts'

/** PUT /posts/{id}/reply-policy {reply_policy} (issue 16): answers the post with its new policy. */
export function setReplyPolicy(postId: number, replyPolicy: ReplyPolicy): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}/reply-policy`, {
    method: 'PUT',
    json: { reply_policy: replyPolicy },
  })
}

/** Changes who may reply; every cached copy of the post shows the new policy. */
export function useSetReplyPolicy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ postId, replyPolicy }: { postId: number; replyPolicy: ReplyPolicy }) =>
      setReplyPolicy(postId, replyPolicy),
    onSuccess: (post) => mergeServerPost(client, post),
  })
}
