import { useQueryClient } from '@tanstack/react-query'
import { type RealtimeEvent, useRealtime } from '@/lib/realtime.ts'
import { useRefetchOnNavigation } from '@/lib/use-refetch-on-navigation.ts'
import { useChatUnread } from '../api/get-chat-unread.ts'
import { chatKeys } from '../api/keys.ts'

/**
 * Unread messages for the navigation's badge and the floating widget: read on every route change and
 * again whenever the per-user socket says one of the viewer's chats changed (a message, a request,
 * an accept, a read elsewhere), which also refreshes the chat list and the requests.
 */
export function useChatBadge(): { unread: number; requests: number } {
  const client = useQueryClient()
  const count = useChatUnread()
  useRefetchOnNavigation(count.refetch)

  useRealtime((event: RealtimeEvent) => {
    if (event.type !== 'chat' && event.type !== 'ready') return
    void client.invalidateQueries({ queryKey: chatKeys.unread() })
    void client.invalidateQueries({ queryKey: chatKeys.list() })
    void client.invalidateQueries({ queryKey: chatKeys.requests() })
    if (event.type === 'chat' && typeof event.chat_id === 'number') {
      void client.invalidateQueries({ queryKey: chatKeys.chat(event.chat_id) })
    }
  })
  return { unread: count.data?.unread_count ?? 0, requests: count.data?.request_count ?? 0 }
}
