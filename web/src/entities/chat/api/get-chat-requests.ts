import { CHAT_LIMITS, type Chat } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatKeys } from './keys.ts'

/** GET /chats/requests: chats that wait for the viewer's Accept or Decline. */
export function getChatRequests(signal?: AbortSignal): Promise<Chat[]> {
  return apiRequest<Chat[]>('/chats/requests', { signal })
}

export function useChatRequests() {
  return useQuery({
    queryKey: chatKeys.requests(),
    queryFn: ({ signal }) => getChatRequests(signal),
    refetchInterval: CHAT_LIMITS.listRefreshMs,
  })
}
