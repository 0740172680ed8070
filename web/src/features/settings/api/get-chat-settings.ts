import type { ChatSettings } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export const chatSettingsKey = ['settings', 'chats'] as const

/** GET /chats/settings: who may start a chat with me, and whether my activity status shows. */
export function getChatSettings(signal?: AbortSignal): Promise<ChatSettings> {
  return apiRequest<ChatSettings>('/chats/settings', { signal })
}

export function useChatSettings() {
  return useQuery({ queryKey: chatSettingsKey, queryFn: ({ signal }) => getChatSettings(signal) })
}
