import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { mergeServerPost } from '../lib/optimistic.ts'

/** POST /posts/{id}/poll/votes {choices}: answers the post, its poll now with the counts (issue 31). */
export function votePoll(postId: number, choices: number[]): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}/poll/votes`, { method: 'POST', json: { choices } })
}

/** Votes, then copies the answer into every cached copy of the post (a vote is final: nothing to undo). */
export function useVotePoll(postId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (choices: number[]) => votePoll(postId, choices),
    onSuccess: (post) => mergeServerPost(client, post),
  })
}
