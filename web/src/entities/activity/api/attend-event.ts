import type { Event } from '@agora/contract'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { withAttending } from '../lib/optimistic.ts'
import { activityApiPath } from '../lib/paths.ts'
import { useActivityToggle } from '../lib/use-activity-toggle.ts'
import { activityKeys } from './keys.ts'

/** POST .../attend attends, DELETE cancels the attendance (spec 001 section 7, detail pages). */
export function attendEvent(event: Event, attend: boolean): Promise<unknown> {
  return apiRequest(`${activityApiPath(event)}/attend`, { method: attend ? 'POST' : 'DELETE' })
}

/**
 * `mutate(true)` attends, `mutate(false)` cancels, optimistically. Afterwards upcoming events and the
 * viewer's own profile (its attended-events count) are read again when next shown.
 */
export function useAttendEvent(event: Event) {
  return useActivityToggle({
    action: 'attend',
    item: event,
    request: attendEvent,
    apply: withAttending,
    afterBurst: (client) => {
      const me = authStorage.currentUserId()
      return Promise.all([
        client.invalidateQueries({ queryKey: activityKeys.upcoming(), refetchType: 'none' }),
        me === null
          ? undefined
          : client.invalidateQueries({ queryKey: userKeys.detail(me), refetchType: 'none' }),
      ])
    },
  })
}
