import type { CheckInCode } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { checkInKeys } from './keys.ts'

/** GET /events/{id}/check-in (issue 17): the organiser's current code and when it changes. */
export function getCheckInCode(eventId: number): Promise<CheckInCode> {
  return apiRequest<CheckInCode>(`/events/${eventId}/check-in`)
}

/** Asked again when the code expires (plus a moment, so that the server is past the step). */
export function useCheckInCode(eventId: number) {
  return useQuery({
    queryKey: checkInKeys.code(eventId),
    queryFn: () => getCheckInCode(eventId),
    staleTime: 0,
    retry: 1,
    refetchInterval: (query) => {
      const expires = query.state.data ? Date.parse(query.state.data.expires_at) : Number.NaN
      return Number.isFinite(expires) ? Math.max(500, expires - Date.now() + 300) : 30_000
    },
  })
}
