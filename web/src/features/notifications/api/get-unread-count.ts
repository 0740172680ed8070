import type { UnreadCount } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { notificationKeys } from './keys.ts'

/** GET /notifications/unread-count (spec 000 section 7). */
export function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  return apiRequest<UnreadCount>('/notifications/unread-count', { signal })
}

export function useUnreadCount(enabled = true) {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCount(signal),
    select: (answer) => answer.unread_count,
    enabled,
  })
}
