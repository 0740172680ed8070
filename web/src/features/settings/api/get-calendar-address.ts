import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** The address of one's calendar feed (GET /users/me/calendar; made on first use). */
export interface CalendarAddress {
  url: string
}

export const calendarKeys = { address: ['users', 'me', 'calendar'] as const }

export function getCalendarAddress(): Promise<CalendarAddress> {
  return apiRequest<CalendarAddress>('/users/me/calendar')
}

export function useCalendarAddress() {
  return useQuery(queryOptions({ queryKey: calendarKeys.address, queryFn: getCalendarAddress }))
}
