import type { Post } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { withReposted } from '../lib/optimistic.ts'
import { usePostToggle } from '../lib/use-post-toggle.ts'

/** POST reposts, DELETE undoes the viewer's repost; both answer the updated original. */
export function repost(postId: number, on: boolean): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}/retweet`, { method: on ? 'POST' : 'DELETE' })
}

/**
 * `mutate(true)` reposts, `mutate(false)` undoes it, optimistically. The Following feed then
 * reloads, since the repost itself is an item there.
 */
export function useRepost(postId: number) {
  return usePostToggle({
    action: 'repost',
    postId,
    request: repost,
    apply: withReposted,
    afterBurst: (client) => client.invalidateQueries({ queryKey: postKeys.feed('following') }),
  })
}
