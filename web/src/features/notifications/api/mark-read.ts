import type { MarkReadResponse } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { notificationKeys } from './keys.ts'

/** POST /notifications/{id}/read {is_read: true}: the item (and its group) read. */
export function markRead(id: number): Promise<MarkReadResponse> {
  return apiRequest<MarkReadResponse>(`/notifications/${id}/read`, {
    method: 'POST',
    json: { is_read: true },
  })
}

export function useMarkRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: markRead,
    onSuccess: (answer) => {
      client.setQueryData(notificationKeys.unread(), { unread_count: answer.unread_count })
      return client.invalidateQueries({ queryKey: notificationKeys.lists() })
    },
  })
}
