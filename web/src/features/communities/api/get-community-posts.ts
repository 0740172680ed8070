import type { Post } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/{id}/posts?skip=0&limit=20 (spec 001 section 7), newest first. */
export function getCommunityPosts(id: number): Promise<Post[]> {
  return apiRequest<Post[]>(`/communities/${id}/posts`, { query: { skip: 0, limit: 20 } })
}

export function useCommunityPosts(id: number) {
  return useQuery({ queryKey: communityKeys.posts(id), queryFn: () => getCommunityPosts(id) })
}
