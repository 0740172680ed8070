import type { Event } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /communities/{id}/events: to come first, soonest first, then the past. */
export function getCommunityEvents(id: number): Promise<Event[]> {
  return apiRequest<Event[]>(`/communities/${id}/events`)
}

export function useCommunityEvents(id: number) {
  return useQuery({
    queryKey: [...activityKeys.lists(), 'community', id],
    queryFn: () => getCommunityEvents(id),
  })
}
