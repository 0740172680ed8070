import { ACTIVITY_LIMITS, type Post } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

/** GET /posts/universities/{id}/posts?skip=0&limit=100 (spec 000 section 7). */
export function getUniversityPosts(id: number): Promise<Post[]> {
  return apiRequest<Post[]>(`/posts/universities/${id}/posts`, {
    query: { skip: 0, limit: ACTIVITY_LIMITS.universityPageItems },
  })
}

export function useUniversityPosts(id: number) {
  return useQuery({ queryKey: universityKeys.posts(id), queryFn: () => getUniversityPosts(id) })
}
