import type { ReadAllResponse } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { notificationKeys } from './keys.ts'

/** POST /notifications/read-all. */
export function markAllRead(): Promise<ReadAllResponse> {
  return apiRequest<ReadAllResponse>('/notifications/read-all', { method: 'POST' })
}

export function useMarkAllRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markAllRead,
    onSuccess: (answer) => {
      client.setQueryData(notificationKeys.unread(), { unread_count: answer.unread_count })
      return client.invalidateQueries({ queryKey: notificationKeys.lists() })
    },
  })
}
