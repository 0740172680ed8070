import { apiRequest } from '@/lib/api-client.ts'

/** GET /events/{id}/calendar.ics: the event as an iCalendar file (text/calendar). */
export function getEventCalendar(eventId: number): Promise<string> {
  return apiRequest<string>(`/events/${eventId}/calendar.ics`)
}
