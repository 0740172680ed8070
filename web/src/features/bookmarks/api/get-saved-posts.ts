import { ACTIVITY_LIMITS, type Post } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'

/** GET /users/me/saved-posts?skip=0&limit=50 (spec 001 section 7). */
export function getSavedPosts(): Promise<Post[]> {
  return apiRequest<Post[]>('/users/me/saved-posts', { query: { skip: 0, limit: ACTIVITY_LIMITS.savedPage } })
}

export function useSavedPosts() {
  return useQuery({ queryKey: postKeys.saved(), queryFn: getSavedPosts })
}
