import { ACTIVITY_LIMITS, type Announcement } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /universities/{id}/academics?skip=0&limit=100 (spec 000 section 7). */
export function getUniversityAnnouncements(id: number): Promise<Announcement[]> {
  return apiRequest<Announcement[]>(`/universities/${id}/academics`, {
    query: { skip: 0, limit: ACTIVITY_LIMITS.universityPageItems },
  })
}

export function useUniversityAnnouncements(id: number) {
  return useQuery({
    queryKey: activityKeys.universityAnnouncements(id),
    queryFn: () => getUniversityAnnouncements(id),
  })
}
