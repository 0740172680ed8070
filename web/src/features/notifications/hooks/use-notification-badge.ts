import { useQueryClient } from '@tanstack/react-query'
import { type RealtimeEvent, useRealtime } from '@/lib/realtime.ts'
import { useTitleCount } from '@/lib/use-document-title.ts'
import { useRefetchOnNavigation } from '@/lib/use-refetch-on-navigation.ts'
import { useUnreadCount } from '../api/get-unread-count.ts'
import { notificationKeys } from '../api/keys.ts'

/**
 * The unread count for the navigation's badge and the tab title: read on every route change (spec
 * 001 section 9), and live from the socket, which pushes new notifications and new counts.
 */
export function useNotificationBadge(): number {
  const client = useQueryClient()
  const count = useUnreadCount()
  useRefetchOnNavigation(count.refetch)

  useRealtime((event: RealtimeEvent) => {
    if (event.type === 'ready') {
      void client.invalidateQueries({ queryKey: notificationKeys.all })
      return
    }
    if (event.type !== 'notification' && event.type !== 'unread') return
    // The pushed count shows at once; two writers' pushes can arrive out of order (each counted
    // before the other published), so the count is read again after every push and the last read
    // wins (invalidating cancels the read in flight).
    const unread = event.unread_count
    if (typeof unread === 'number') client.setQueryData(notificationKeys.unread(), { unread_count: unread })
    void client.invalidateQueries({ queryKey: notificationKeys.unread() })
    if (event.type === 'notification') void client.invalidateQueries({ queryKey: notificationKeys.lists() })
  })

  const unread = count.data ?? 0
  useTitleCount(unread)
  return unread
}
