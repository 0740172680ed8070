import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { type CalendarAddress, calendarKeys } from './get-calendar-address.ts'

/** POST /users/me/calendar/reset: a new address; the old one stops working at once. */
export function resetCalendarAddress(): Promise<CalendarAddress> {
  return apiRequest<CalendarAddress>('/users/me/calendar/reset', { method: 'POST' })
}

export function useResetCalendarAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetCalendarAddress,
    onSuccess: (address) => queryClient.setQueryData(calendarKeys.address, address),
  })
}
