import { ACTIVITY_LIMITS, type CheckInList } from '@agora/contract'
import { useInfiniteQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { checkInKeys } from './keys.ts'

/** GET /events/{id}/check-ins (issue 17): who checked in, first first, a page at a time. */
export function getCheckIns(eventId: number, skip: number): Promise<CheckInList> {
  return apiRequest<CheckInList>(
    `/events/${eventId}/check-ins?skip=${skip}&limit=${ACTIVITY_LIMITS.checkInPage}`,
  )
}

/** Read again every 30 seconds with the code, while the screen is open. */
export function useCheckIns(eventId: number) {
  return useInfiniteQuery({
    queryKey: checkInKeys.list(eventId),
    queryFn: ({ pageParam }) => getCheckIns(eventId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.next_skip ?? undefined,
    refetchInterval: ACTIVITY_LIMITS.checkInPeriod * 1000,
  })
}
