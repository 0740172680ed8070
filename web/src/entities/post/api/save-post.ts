import type { Post } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { withSaved } from '../lib/optimistic.ts'
import { usePostToggle } from '../lib/use-post-toggle.ts'

/** POST saves (bookmarks), DELETE unsaves; both answer the updated post. */
export function savePost(postId: number, save: boolean): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}/save`, { method: save ? 'POST' : 'DELETE' })
}

/** `mutate(true)` saves, `mutate(false)` unsaves, optimistically; the bookmarks list reloads after. */
export function useSavePost(postId: number) {
  return usePostToggle({
    action: 'save',
    postId,
    request: savePost,
    apply: withSaved,
    afterBurst: (client) => client.invalidateQueries({ queryKey: postKeys.saved(), refetchType: 'none' }),
  })
}
