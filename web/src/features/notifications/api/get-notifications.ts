import {
  NOTIFICATION_LIMITS,
  type Notification,
  type NotificationFilter,
  type NotificationTimeFilter,
} from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { notificationKeys } from './keys.ts'

const PAGE = NOTIFICATION_LIMITS.page

/** GET /notifications/?filter_type&time_filter&skip&limit=20 (the new tab always asks for all). */
export function getNotifications(
  filter: NotificationFilter,
  time: NotificationTimeFilter,
  skip: number,
  signal?: AbortSignal,
): Promise<Notification[]> {
  return apiRequest<Notification[]>('/notifications/', {
    query: { filter_type: filter, time_filter: filter === 'new' ? 'all' : time, skip, limit: PAGE },
    signal,
  })
}

export function notificationsOptions(filter: NotificationFilter, time: NotificationTimeFilter) {
  return infiniteQueryOptions({
    queryKey: notificationKeys.list(filter, filter === 'new' ? 'all' : time),
    queryFn: ({ pageParam, signal }) => getNotifications(filter, time, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) => (last.length < PAGE ? undefined : lastSkip + PAGE),
  })
}

export function useNotifications(filter: NotificationFilter, time: NotificationTimeFilter) {
  return useInfiniteQuery(notificationsOptions(filter, time))
}
