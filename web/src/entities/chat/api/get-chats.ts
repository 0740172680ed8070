import { CHAT_LIMITS, type Chat } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatKeys } from './keys.ts'

/** GET /chats/: the viewer's chats (and the requests they sent), newest activity first. */
export function getChats(signal?: AbortSignal): Promise<Chat[]> {
  return apiRequest<Chat[]>('/chats/', { signal })
}

/** The chat list refreshes itself every 30 s (spec 001 section 9), beside the socket's pushes. */
export function useChats() {
  return useQuery({
    queryKey: chatKeys.list(),
    queryFn: ({ signal }) => getChats(signal),
    refetchInterval: CHAT_LIMITS.listRefreshMs,
  })
}
