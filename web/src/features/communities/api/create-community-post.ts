import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'

/** POST /posts/ multipart: content, published 'true', community_id and the image under images. */
export function createCommunityPost(communityId: number, content: string, image: File | null): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  body.set('published', 'true')
  body.set('community_id', String(communityId))
  if (image) body.append('images', image)
  return apiRequest<Post>('/posts/', { method: 'POST', body })
}

export function useCreateCommunityPost(communityId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ content, image }: { content: string; image: File | null }) =>
      createCommunityPost(communityId, content, image),
    onSuccess: () => refreshPostLists(client),
  })
}
