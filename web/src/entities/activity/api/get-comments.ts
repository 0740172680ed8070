import type { Post } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { type Activity, activityApiPath } from '../lib/paths.ts'
import { activityKeys } from './keys.ts'

/** GET {item path}/comments (spec 001 section 7): the comments are posts, oldest first. */
export function getActivityComments(item: Activity): Promise<Post[]> {
  return apiRequest<Post[]>(`${activityApiPath(item)}/comments`)
}

export function useActivityComments(item: Activity) {
  return useQuery({
    queryKey: activityKeys.comments(item.post_type, item.id),
    queryFn: () => getActivityComments(item),
  })
}
