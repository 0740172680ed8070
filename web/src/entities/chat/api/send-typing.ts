import { apiRequest } from '@/lib/api-client.ts'

/** POST /chats/{id}/typing: the others' open chat shows "typing…" for a few seconds. */
export function sendTyping(chatId: number): Promise<void> {
  return apiRequest<void>(`/chats/${chatId}/typing`, { method: 'POST' })
}
