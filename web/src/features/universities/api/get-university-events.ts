import { ACTIVITY_LIMITS, type Event } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /universities/{id}/events?skip=0&limit=100 (spec 000 section 7). */
export function getUniversityEvents(id: number): Promise<Event[]> {
  return apiRequest<Event[]>(`/universities/${id}/events`, {
    query: { skip: 0, limit: ACTIVITY_LIMITS.universityPageItems },
  })
}

export function useUniversityEvents(id: number) {
  return useQuery({ queryKey: activityKeys.universityEvents(id), queryFn: () => getUniversityEvents(id) })
}
