import type { PollDraft, Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { appendControls, type PostControls } from '@/entities/post/lib/post-controls.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { HOME_FEED_KEYS, putOnTopOfFeeds, refreshPostLists } from '@/lib/post-lists.ts'

export interface NewPost {
  content: string
  /** One image or one video (the composer attaches at most one file). */
  media: File | null
  /** Issue 16: the content warning, who may reply and the image's alt text. */
  controls?: PostControls
  /** Issue 31: a poll (never with a file). */
  poll?: PollDraft | null
}

/**
 * POST /posts/ multipart: content, published 'true' and the file under images (spec 000 section 7),
 * with content_warning, reply_policy and alt_text_0 (issue 16).
 */
export function createPost({ content, media, controls, poll }: NewPost): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  body.set('published', 'true')
  if (media) body.append('images', media)
  if (controls) appendControls(body, controls)
  if (poll) body.set('poll', JSON.stringify(poll))
  return apiRequest<Post>('/posts/', { method: 'POST', body })
}

/**
 * Creates a post: it lands on top of Following and For You at once (no refetch, so the ranked list
 * keeps its order below it), and the other lists of posts (the author's profile, hashtags) reload.
 */
export function useCreatePost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post) => {
      putOnTopOfFeeds(client, post)
      void refreshPostLists(client, { skip: HOME_FEED_KEYS })
    },
  })
}
