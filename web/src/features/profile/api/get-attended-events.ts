import { ACTIVITY_LIMITS, type Event } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /users/{id}/attended-events?skip=0&limit=1000 (spec 001 sections 7 and 9). */
export function getAttendedEvents(userId: number, signal?: AbortSignal): Promise<Event[]> {
  return apiRequest<Event[]>(`/users/${userId}/attended-events`, {
    query: { skip: 0, limit: ACTIVITY_LIMITS.attendedEventsMax },
    signal,
  })
}

export function useAttendedEvents(userId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['users', 'detail', userId, 'attended-events'] as const,
      queryFn: ({ signal }) => getAttendedEvents(userId, signal),
    }),
  )
}
