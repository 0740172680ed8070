import type { Event } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { activityKeys } from './keys.ts'

/** GET /events/{id} (spec 001 section 7, detail pages). */
export function getEvent(id: number): Promise<Event> {
  return apiRequest<Event>(`/events/${id}`)
}

export const eventQuery = (id: number) =>
  queryOptions({ queryKey: activityKeys.event(id), queryFn: () => getEvent(id) })

export function useEvent(id: number) {
  return useQuery({ ...eventQuery(id), enabled: Number.isInteger(id) && id > 0 })
}
