import type { NotificationSettings } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export const notificationSettingsKey = ['settings', 'notifications'] as const

/** GET /notifications/settings: each kind on or off, and the three filters. */
export function getNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>('/notifications/settings', { signal })
}

export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationSettingsKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  })
}
