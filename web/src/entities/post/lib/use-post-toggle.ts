import type { Post, PostBase } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mergeServerPost, type Rollback, updatePostEverywhere } from './optimistic.ts'

/**
 * The shape shared by like, save and repost (spec 000 section 4, Post actions): the change shows at
 * once in every cached copy, calls for one post and action run in order (a quick double click sends
 * set then unset, never the reverse), the last answer is copied into the cache, and a failure rolls
 * back silently, only logged.
 */
export function usePostToggle({
  action,
  postId,
  request,
  apply,
  onSettled,
}: {
  action: string
  postId: number
  request: (postId: number, on: boolean) => Promise<Post>
  apply: (post: PostBase, on: boolean) => PostBase
  onSettled?: () => void
}) {
  const client = useQueryClient()
  const scope = `post-${action}-${postId}`
  return useMutation<Post, Error, boolean, Rollback>({
    scope: { id: scope },
    mutationFn: (on) => request(postId, on),
    onMutate: (on) => updatePostEverywhere(client, postId, (post) => apply(post, on)),
    onSuccess: (post) => {
      // An answer to an earlier click would undo the later click's optimistic state.
      const queued = client
        .getMutationCache()
        .getAll()
        .filter((m) => m.options.scope?.id === scope && m.state.status === 'pending')
      if (queued.length <= 1) mergeServerPost(client, post)
    },
    onError: (error, on, rollback) => {
      rollback?.()
      console.warn(`${action} ${on ? 'on' : 'off'} failed for post ${postId}`, error)
    },
    onSettled,
  })
}
