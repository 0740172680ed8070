import type { Announcement } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { mergeServerActivity } from '@/entities/activity/lib/optimistic.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /universities/{u}/academics/{id}/acknowledge: "I have read this" (issue 17). */
export function acknowledgeAnnouncement(item: Announcement): Promise<Announcement> {
  return apiRequest<Announcement>(`/universities/${item.university_id}/academics/${item.id}/acknowledge`, {
    method: 'POST',
  })
}

/** Every cached copy of the announcement takes the answer. */
export function useAcknowledgeAnnouncement(item: Announcement) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => acknowledgeAnnouncement(item),
    onSuccess: (updated) => mergeServerActivity(client, updated),
  })
}
