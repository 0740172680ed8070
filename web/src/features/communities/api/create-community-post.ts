import type { Post } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'

/** POST /posts/ multipart: content, published 'true', community_id, the image under images, link_card. */
export function createCommunityPost(
  communityId: number,
  content: string,
  image: File | null,
  linkCard = true,
): Promise<Post> {
  const body = new FormData()
  body.set('content', content)
  body.set('published', 'true')
  body.set('community_id', String(communityId))
  if (image) body.append('images', image)
  if (!linkCard) body.set('link_card', 'false')
  return apiRequest<Post>('/posts/', { method: 'POST', body })
}

export function useCreateCommunityPost(communityId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ content, image, linkCard }: { content: string; image: File | null; linkCard?: boolean }) =>
      createCommunityPost(communityId, content, image, linkCard),
    onSuccess: () => refreshPostLists(client),
  })
}
