import type { EditPostRequest, Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { mergeServerPost } from '../lib/optimistic.ts'

/**
 * PUT /posts/{id} {content, content_warning, alt_texts}: answers the edited post (edited true, hashtags and
 * mentions re-read). A null warning removes it; undefined leaves it as it is.
 */
export function editPost(
  postId: number,
  content: string,
  contentWarning?: string | null,
  altTexts: EditPostRequest['alt_texts'] = [],
): Promise<Post> {
  return apiRequest<Post>(`/posts/${postId}`, {
    method: 'PUT',
    json: {
      content,
      ...(contentWarning !== undefined && { content_warning: contentWarning }),
      ...(altTexts && altTexts.length > 0 && { alt_texts: altTexts }),
    },
  })
}

/** Edits a post; on success every cached copy shows the new text and the Edited mark. */
export function useEditPost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({
      postId,
      content,
      contentWarning,
      altTexts,
    }: {
      postId: number
      content: string
      contentWarning?: string | null
      altTexts?: EditPostRequest['alt_texts']
    }) => editPost(postId, content, contentWarning, altTexts),
    onSuccess: (post) => mergeServerPost(client, post),
  })
}
