import type { Post } from '@agora/contract'
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query'
import { appendControls, type PostControls } from '@/entities/post/lib/post-controls.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'

export interface NewReply {
  postId: number
  content: string
  images: File[]
  /** Issue 16: the content warning and the images' alt text (a reply sets no reply policy). */
  controls?: PostControls
}

/** POST /posts/{id}/comments multipart {content, images} (spec 001 section 7): answers the reply. */
export function createReply({ postId, content, images, controls }: NewReply): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  for (const image of images) body.append('images', image)
  if (controls) appendControls(body, { ...controls, replyPolicy: undefined })
  return apiRequest<Post>(`/posts/${postId}/comments`, { method: 'POST', body })
}

const replyKey = (threadId: number) => [...postKeys.detail(threadId), 'reply'] as const

type ThreadPost = Post & { replies?: Post[] }

/**
 * Sends a reply. A direct reply to a thread whose replies are all on the page joins them at once;
 * then the post (its thread and reply count) and the lists that show its count are read again. The
 * reply may answer a reply: `threadId` is the post whose page shows it.
 */
export function useCreateReply(threadId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationKey: replyKey(threadId),
    mutationFn: createReply,
    onSuccess: (reply, { postId }) => {
      if (postId === threadId) {
        client.setQueryData<ThreadPost>(postKeys.detail(threadId), (post) => {
          const replies = post?.replies
          if (!post || !replies || replies.length < post.replies_count) return post
          if (replies.some((r) => r.id === reply.id)) return post
          const count = post.replies_count + 1
          return {
            ...post,
            replies: [...replies, { ...reply, replies: [] }],
            replies_count: count,
            comments_count: count,
          }
        })
      }
      // Not awaited: the reply counts as sent (and is shown) before the page is read again.
      void Promise.all([
        client.invalidateQueries({ queryKey: postKeys.detail(threadId) }),
        client.invalidateQueries({ queryKey: postKeys.replies(postId) }),
        refreshPostLists(client),
      ])
    },
  })
}

/** The id of the last reply this page sent, so that the thread can bring it into view. */
export function useLastSentReply(threadId: number): number | undefined {
  const sent = useMutationState({
    filters: { mutationKey: replyKey(threadId), status: 'success' },
    select: (mutation) => (mutation.state.data as Post | undefined)?.id,
  })
  return sent.at(-1)
}
