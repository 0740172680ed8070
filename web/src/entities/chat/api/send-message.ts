import type { ChatMessage } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'

/**
 * POST /chats/{id}/messages/ {content, link_card}: link_card false leaves out its link's card (issue 31). The web sends over HTTP rather than as the socket's plain
 * text: each message gets its own answer, so a refused or lost one is marked failed (docs/decisions.md).
 */
export function sendMessage(chatId: number, content: string, linkCard = true): Promise<ChatMessage> {
  return apiRequest<ChatMessage>(`/chats/${chatId}/messages/`, {
    method: 'POST',
    json: linkCard ? { content } : { content, link_card: false },
  })
}
