import type { Announcement } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mergeServerActivity } from '@/entities/activity/lib/optimistic.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /universities/{u}/academics/{id}/remind: the one reminder to those who have not confirmed. */
export function remindAnnouncement(item: Announcement): Promise<Announcement> {
  return apiRequest<Announcement>(`/universities/${item.university_id}/academics/${item.id}/remind`, {
    method: 'POST',
  })
}

export function useRemindAnnouncement(item: Announcement) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => remindAnnouncement(item),
    onSuccess: (updated) => mergeServerActivity(client, updated),
  })
}
