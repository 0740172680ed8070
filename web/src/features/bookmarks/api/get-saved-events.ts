import { ACTIVITY_LIMITS, type Event } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /users/me/saved-events?skip=0&limit=50 (spec 001 section 7). */
export function getSavedEvents(): Promise<Event[]> {
  return apiRequest<Event[]>('/users/me/saved-events', {
    query: { skip: 0, limit: ACTIVITY_LIMITS.savedPage },
  })
}

export function useSavedEvents() {
  return useQuery({ queryKey: activityKeys.savedEvents(), queryFn: getSavedEvents })
}
