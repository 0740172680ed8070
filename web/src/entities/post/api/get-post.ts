import type { Post } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'

export function getPost(id: number, signal?: AbortSignal): Promise<Post> {
  return apiRequest<Post>(`/posts/${id}`, { signal })
}

/** One post, with its replies on the post page (GET /posts/{id}). */
export function postQueryOptions(id: number) {
  return queryOptions({
    queryKey: postKeys.detail(id),
    queryFn: ({ signal }) => getPost(id, signal),
  })
}

export function usePost(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postQueryOptions(id), enabled })
}
