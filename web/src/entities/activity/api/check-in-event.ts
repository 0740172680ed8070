import type { Event } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { mergeServerActivity } from '../lib/optimistic.ts'

/** POST /events/{id}/check-in {code} (issue 17): an attendee checks in with the organiser's code. */
export function checkInEvent(eventId: number, code: string): Promise<Event> {
  return apiRequest<Event>(`/events/${eventId}/check-in`, { method: 'POST', json: { code } })
}

/** Checks in, then shows the answer (is_checked_in) in every cached copy of the event. */
export function useCheckInEvent(eventId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => checkInEvent(eventId, code),
    onSuccess: (event) => mergeServerActivity(client, event),
  })
}
