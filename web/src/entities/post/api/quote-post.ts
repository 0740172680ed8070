import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { HOME_FEED_KEYS, putOnTopOfFeeds, refreshPostLists } from '@/lib/post-lists.ts'
import { updatePostEverywhere } from '../lib/optimistic.ts'
import { appendControls, type PostControls } from '../lib/post-controls.ts'

/** POST /posts/{id}/quote, multipart {comment, content_warning, reply_policy}: answers the new quote post. */
export function quotePost(postId: number, comment: string, controls?: PostControls): Promise<Post> {
  const body = new FormData()
  body.set('comment', comment)
  if (controls) appendControls(body, controls)
  return apiRequest<Post>(`/posts/${postId}/quote`, { method: 'POST', body })
}

/**
 * Quotes a post; the quoted post counts one more quote, the quote lands on top of the Home lists and
 * the other lists reload to show it.
 */
export function useQuotePost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      postId,
      comment,
      controls,
    }: {
      postId: number
      comment: string
      controls?: PostControls
    }) => quotePost(postId, comment, controls),
    onSuccess: (quote, { postId }) => {
      updatePostEverywhere(client, postId, (post) => ({ ...post, quote_count: post.quote_count + 1 }))
      putOnTopOfFeeds(client, quote)
      void refreshPostLists(client, { skip: HOME_FEED_KEYS })
    },
  })
}
