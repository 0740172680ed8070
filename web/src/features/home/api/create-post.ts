import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { postKeys } from '@/entities/post/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

export interface NewPost {
  content: string
  /** One image or one video (the composer attaches at most one file). */
  media: File | null
}

/** POST /posts/ multipart: content, published 'true' and the file under images (spec 000 section 7). */
export function createPost({ content, media }: NewPost): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  body.set('published', 'true')
  if (media) body.append('images', media)
  return apiRequest<Post>('/posts/', { method: 'POST', body })
}

/**
 * Creates a post, then refetches every list of posts so that it shows in the feeds. The composer
 * clears at once rather than waiting for the refetch.
 */
export function useCreatePost() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createPost,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: postKeys.lists() })
    },
  })
}
