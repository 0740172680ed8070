import type { Post } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'
import { withLiked } from '../lib/optimistic.ts'
import { usePostToggle } from '../lib/use-post-toggle.ts'

/** POST likes, DELETE unlikes; both answer the updated post. */
export function likePost(postId: number, like: boolean): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}/like`, { method: like ? 'POST' : 'DELETE' })
}

/** `mutate(true)` likes, `mutate(false)` unlikes, optimistically. */
export function useLikePost(postId: number) {
  return usePostToggle({ action: 'like', postId, request: likePost, apply: withLiked })
}
