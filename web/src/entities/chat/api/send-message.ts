import type { ChatMessage } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'

/**
 * POST /chats/{id}/messages/ {content}. The web sends over HTTP rather than as the socket's plain
 * text: each message gets its own answer, so a refused or lost one is marked failed (docs/decisions.md).
 */
export function sendMessage(chatId: number, content: string): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/chats/${chatId}/messages/`, { method: 'POST', json: { content } })
}
