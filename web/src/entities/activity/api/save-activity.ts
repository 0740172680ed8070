import { apiRequest } from '@/lib/api-client.ts'
import { withSaved } from '../lib/optimistic.ts'
import { type Activity, activityApiPath, isEvent } from '../lib/paths.ts'
import { useActivityToggle } from '../lib/use-activity-toggle.ts'
import { activityKeys } from './keys.ts'

/** POST .../save saves (bookmarks), DELETE unsaves. */
export function saveActivity(item: Activity, save: boolean): Promise<unknown> {
  return apiRequest(`${activityApiPath(item)}/save`, { method: save ? 'POST' : 'DELETE' })
}

/** `mutate(true)` saves, `mutate(false)` unsaves, optimistically; the saved list reloads when next shown. */
export function useSaveActivity(item: Activity) {
  const saved = isEvent(item) ? activityKeys.savedEvents() : activityKeys.savedAnnouncements()
  return useActivityToggle({
    action: 'save',
    item,
    request: saveActivity,
    apply: withSaved,
    afterBurst: (client) => client.invalidateQueries({ queryKey: saved, refetchType: 'none' }),
  })
}
