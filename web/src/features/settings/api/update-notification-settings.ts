import type { NotificationSettings, NotificationSettingsPatch } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { notificationSettingsKey } from './get-notification-settings.ts'

/** PUT /notifications/settings with what changed: answers the whole settings. */
export function updateNotificationSettings(patch: NotificationSettingsPatch): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/notifications/settings', { method: 'PUT', json: patch })
}

/** Saves at once; the switch shows the new value while the save runs and falls back if it fails. */
export function useUpdateNotificationSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateNotificationSettings,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: notificationSettingsKey })
      const before = client.getQueryData<NotificationSettings>(notificationSettingsKey)
      if (before) {
        client.setQueryData<NotificationSettings>(notificationSettingsKey, {
          ...before,
          ...patch,
          types: { ...before.types, ...patch.types },
        })
      }
      return { before }
    },
    onError: (_err, _patch, context) => {
      if (context?.before) client.setQueryData(notificationSettingsKey, context.before)
    },
    onSuccess: (settings) => client.setQueryData(notificationSettingsKey, settings),
  })
}
