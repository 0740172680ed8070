import { CHAT_LIMITS, type Chat } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatKeys } from './keys.ts'

/** GET /chats/{id}: one chat of the viewer's (a request too); anyone else's answers 404. */
export function getChat(id: number, signal?: AbortSignal): Promise<Chat> {
  return apiRequest<Chat>(`/chats/${id}`, { signal })
}

export function useChat(id: number | null) {
  return useQuery({
    queryKey: chatKeys.chat(id ?? 0),
    queryFn: ({ signal }) => getChat(id ?? 0, signal),
    enabled: id !== null,
    // Presence and "Seen" change while the chat is open; the per-user socket also invalidates it.
    refetchInterval: CHAT_LIMITS.listRefreshMs,
  })
}
