import type { NotificationFilter, NotificationTimeFilter } from '@agora/contract'

/** The query keys of notifications: the unread count and each tab's list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  list: (filter: NotificationFilter, time: NotificationTimeFilter) =>
    [...notificationKeys.lists(), filter, time] as const,
}
