import type { ChatUnreadCount } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatKeys } from './keys.ts'

/** GET /chats/unread-count: unread messages over active chats, and the requests waiting. */
export function getChatUnread(signal?: AbortSignal): Promise<ChatUnreadCount> {
  return apiRequest<ChatUnreadCount>('/chats/unread-count', { signal })
}

export function useChatUnread(enabled = true) {
  return useQuery({ queryKey: chatKeys.unread(), queryFn: ({ signal }) => getChatUnread(signal), enabled })
}
