import type { ChatSettings, ChatSettingsPatch } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { chatSettingsKey } from './get-chat-settings.ts'

/** PUT /chats/settings with what changed: answers the whole settings. */
export function updateChatSettings(patch: ChatSettingsPatch): Promise<ChatSettings> {
  return apiRequest<ChatSettings>('/chats/settings', { method: 'PUT', json: patch })
}

/** Saves at once; the choice shows while the save runs and falls back if it fails. */
export function useUpdateChatSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateChatSettings,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: chatSettingsKey })
      const before = client.getQueryData<ChatSettings>(chatSettingsKey)
      if (before) client.setQueryData<ChatSettings>(chatSettingsKey, { ...before, ...patch })
      return { before }
    },
    onError: (_err, _patch, context) => {
      if (context?.before) client.setQueryData(chatSettingsKey, context.before)
    },
    onSuccess: (settings) => client.setQueryData(chatSettingsKey, settings),
  })
}
