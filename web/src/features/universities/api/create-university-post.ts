import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'

export interface NewUniversityPost {
  content: string
  image: File | null
  /** Issue 31: false leaves out the card of the text's first link. */
  linkCard?: boolean
}

/** POST /posts/ multipart: content, published 'true', the image under images, and university_id. */
export function createUniversityPost(
  universityId: number,
  { content, image, linkCard = true }: NewUniversityPost,
): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  body.set('published', 'true')
  body.set('university_id', String(universityId))
  if (image) body.append('images', image)
  if (!linkCard) body.set('link_card', 'false')
  return apiRequest<Post>('/posts/', { method: 'POST', body })
}

/** Posts to the university's list; the lists of posts (this one among them) are read again. */
export function useCreateUniversityPost(universityId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (post: NewUniversityPost) => createUniversityPost(universityId, post),
    onSuccess: () => refreshPostLists(client),
  })
}
