import { ACTIVITY_LIMITS, type Event } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { activityKeys } from './keys.ts'

/** GET /universities/upcoming-events?limit=5 (spec 001 section 7): soonest first. */
export function getUpcomingEvents(): Promise<Event[]> {
  return apiRequest<Event[]>('/universities/upcoming-events', {
    query: { limit: ACTIVITY_LIMITS.upcomingEvents },
  })
}

export function useUpcomingEvents() {
  return useQuery({ queryKey: activityKeys.upcoming(), queryFn: getUpcomingEvents, staleTime: 60_000 })
}
