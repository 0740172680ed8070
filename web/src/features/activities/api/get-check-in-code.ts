import type { CheckInCode } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
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
    // A refusal (403: not an organiser) stays one; a failed network read is tried once more.
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    refetchInterval: (query) => {
      const expires = query.state.data ? Date.parse(query.state.data.expires_at) : Number.NaN
      return Number.isFinite(expires) ? Math.max(500, expires - Date.now() + 300) : 30_000
    },
  })
}
