import { CHAT_LIMITS, type ChatMessage } from '@agora/contract'
import { type InfiniteData, useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatKeys } from './keys.ts'

/** GET /chats/{id}/messages/: the newest 50, or the 50 before `before`; oldest first. */
export function getMessages(chatId: number, before?: number, signal?: AbortSignal): Promise<ChatMessage[]> {
  return apiRequest<ChatMessage[]>(`/chats/${chatId}/messages/`, {
    query: { limit: CHAT_LIMITS.messagesPage, before },
    signal,
  })
}

export type MessagePages = InfiniteData<ChatMessage[], number | undefined>

/** Pages from the newest back: page 0 is the newest, and live messages join it. */
export function useMessages(chatId: number) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(chatId),
    queryFn: ({ pageParam, signal }) => getMessages(chatId, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.length < CHAT_LIMITS.messagesPage ? undefined : page[0]?.id),
    // The socket keeps it current; a remount reads since the last id instead of everything again.
    staleTime: Number.POSITIVE_INFINITY,
  })
}
