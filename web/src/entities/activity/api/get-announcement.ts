import type { Announcement } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { activityKeys } from './keys.ts'

/** GET /academics/{id} (spec 001 section 7, detail pages). */
export function getAnnouncement(id: number): Promise<Announcement> {
  return apiRequest<Announcement>(`/academics/${id}`)
}

export const announcementQuery = (id: number) =>
  queryOptions({ queryKey: activityKeys.announcement(id), queryFn: () => getAnnouncement(id) })

export function useAnnouncement(id: number) {
  return useQuery({ ...announcementQuery(id), enabled: Number.isInteger(id) && id > 0 })
}
