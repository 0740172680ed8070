import { apiRequest } from '@/lib/api-client.ts'

/** GET /events/{id}/check-ins.csv (issue 17): who checked in, as a spreadsheet file. */
export function getCheckInsCsv(eventId: number): Promise<string> {
  return apiRequest<string>(`/events/${eventId}/check-ins.csv`)
}
