import type { ChatMessage } from '@agora/contract'
import type { QueryClient } from '@tanstack/react-query'
import type { MessagePages } from '../api/get-messages.ts'
import { chatKeys } from '../api/keys.ts'

/** Messages in order of id, each once: what a live push, a catch-up and a page may have in common. */
export function mergeMessages(
  existing: readonly ChatMessage[],
  added: readonly ChatMessage[],
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>()
  for (const m of existing) byId.set(m.id, m)
  for (const m of added) byId.set(m.id, m)
  return [...byId.values()].sort((a, b) => a.id - b.id)
}

/** All loaded messages of a chat, oldest first (page 0 is the newest). */
export function flattenPages(data: { pages: ChatMessage[][] } | undefined): ChatMessage[] {
  if (!data) return []
  return mergeMessages([], data.pages.flat())
}

/** Adds messages to a chat's cache (its newest page), none twice. */
export function addMessagesToCache(client: QueryClient, chatId: number, added: readonly ChatMessage[]): void {
  if (added.length === 0) return
  client.setQueryData<MessagePages>(chatKeys.messages(chatId), (data) => {
    if (!data) return data
    const known = new Set(data.pages.flat().map((m) => m.id))
    const fresh = added.filter((m) => !known.has(m.id))
    if (fresh.length === 0) return data
    const [newest = [], ...older] = data.pages
    return { ...data, pages: [mergeMessages(newest, fresh), ...older] }
  })
}

/** The newest id held for a chat: where since/{lastId} starts. */
export function lastMessageId(client: QueryClient, chatId: number): number | null {
  const data = client.getQueryData<MessagePages>(chatKeys.messages(chatId))
  const ids = data?.pages.flat().map((m) => m.id) ?? []
  return ids.length ? Math.max(...ids) : null
}
