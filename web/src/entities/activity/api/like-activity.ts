import { apiRequest } from '@/lib/api-client.ts'
import { withLiked } from '../lib/optimistic.ts'
import { type Activity, activityApiPath } from '../lib/paths.ts'
import { useActivityToggle } from '../lib/use-activity-toggle.ts'

/** POST .../like likes, DELETE unlikes (spec 000 section 7, event and announcement activity). */
export function likeActivity(item: Activity, like: boolean): Promise<unknown> {
  return apiRequest(`${activityApiPath(item)}/like`, { method: like ? 'POST' : 'DELETE' })
}

/** `mutate(true)` likes, `mutate(false)` unlikes, optimistically. */
export function useLikeActivity(item: Activity) {
  return useActivityToggle({ action: 'like', item, request: likeActivity, apply: withLiked })
}
