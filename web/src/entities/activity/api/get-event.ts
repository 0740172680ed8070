import type { Event } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { activityKeys } from './keys.ts'

/** GET /events/{id} (spec 001 section 7, detail pages). */
export function getEvent(id: number): Promise<Event> {
  return apiRequest<Event>(`/events/${id}`)
}

export const eventQuery = (id: number) =>
  queryOptions({ queryKey: activityKeys.event(id), queryFn: () => getEvent(id) })

/** A missing item stays missing: the page says so at once instead of asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1

export function useEvent(id: number) {
  return useQuery({
    ...eventQuery(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: retryUnlessMissing,
  })
}
