import type { Announcement } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { activityKeys } from './keys.ts'

/** GET /academics/{id} (spec 001 section 7, detail pages). */
export function getAnnouncement(id: number): Promise<Announcement> {
  return apiRequest<Announcement>(`/academics/${id}`)
}

export const announcementQuery = (id: number) =>
  queryOptions({ queryKey: activityKeys.announcement(id), queryFn: () => getAnnouncement(id) })

/** A missing item stays missing: the page says so at once instead of asking again. */
const retryUnlessMissing = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status === 404) && failures < 1

export function useAnnouncement(id: number) {
  return useQuery({
    ...announcementQuery(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    retry: retryUnlessMissing,
  })
}
