import { ACTIVITY_LIMITS, type Announcement } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /users/me/saved-academics?skip=0&limit=50 (spec 001 section 7). */
export function getSavedAnnouncements(): Promise<Announcement[]> {
  return apiRequest<Announcement[]>('/users/me/saved-academics', {
    query: { skip: 0, limit: ACTIVITY_LIMITS.savedPage },
  })
}

export function useSavedAnnouncements() {
  return useQuery({ queryKey: activityKeys.savedAnnouncements(), queryFn: getSavedAnnouncements })
}
