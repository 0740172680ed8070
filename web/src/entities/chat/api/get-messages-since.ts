import { CHAT_LIMITS, type ChatMessage } from '@agora/contract'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /chats/{id}/messages/since/{lastId}: what came after; asks again while an answer is full. */
export async function getMessagesSince(chatId: number, lastId: number): Promise<ChatMessage[]> {
  const all: ChatMessage[] = []
  let after = lastId
  for (;;) {
    const page = await apiRequest<ChatMessage[]>(`/chats/${chatId}/messages/since/${after}`)
    all.push(...page)
    const last = page.at(-1)
    if (page.length < CHAT_LIMITS.sincePage || !last) return all
    after = last.id
  }
}
