import type { ChatReadResponse } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'

/** PUT /chats/{id}/messages/read: everything up to the newest message is read. */
export function markChatRead(chatId: number): Promise<ChatReadResponse> {
  return apiRequest<ChatReadResponse>(`/chats/${chatId}/messages/read`, { method: 'PUT' })
}
