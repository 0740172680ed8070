import type { Post, PostBase } from '@agora/contract'
import type { QueryClient } from '@tanstack/react-query'
import { useOptimisticMutation } from '@/lib/optimistic/use-optimistic-mutation.ts'
import { mergeServerPost, updatePostEverywhere } from './optimistic.ts'

/**
 * The shape shared by like, save and repost (spec 000 section 4, Post actions), on the app's one
 * optimistic mutation: the change shows at once in every cached copy, calls for one post and action
 * run in order, the last answer is copied into the cache, and a failure rolls back silently, only
 * logged.
 */
export function usePostToggle({
  action,
  postId,
  request,
  apply,
  afterBurst,
}: {
  action: string
  postId: number
  request: (postId: number, on: boolean) => Promise<Post>
  apply: (post: PostBase, on: boolean) => PostBase
  afterBurst?: (client: QueryClient) => unknown
}) {
  return useOptimisticMutation<Post, boolean>({
    scope: `post-${action}-${postId}`,
    request: (on) => request(postId, on),
    apply: (on, client) => updatePostEverywhere(client, postId, (post) => apply(post, on)),
    onAnswer: (post, _on, client) => mergeServerPost(client, post),
    onFailure: (error, on) => console.warn(`${action} ${on ? 'on' : 'off'} failed for post ${postId}`, error),
    afterBurst: afterBurst && ((_on, client) => afterBurst(client)),
  })
}
