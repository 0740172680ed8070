import type { AnnouncementInput, BannerResponse, EventInput } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { mergeServerActivity } from '../lib/optimistic.ts'
import { type Activity, activityApiPath } from '../lib/paths.ts'
import { activityKeys } from './keys.ts'
import { uploadActivityBanner } from './upload-banner.ts'

/** What the edit form changes: the details, and the banner (a new file, removed, or kept as it is). */
export interface ActivityChanges {
  details: EventInput | AnnouncementInput
  banner: { file: File } | 'remove' | null
}

/** The outcome of an edit: the banner may fail after the details were saved (spec 000 section 4). */
export interface UpdateOutcome {
  item: Activity
  bannerError: unknown
}

/**
 * PUT on the item's path with the details (spec 000 section 7): answers the updated item. Removing
 * the banner sends banner_url null with the details: the contract (activities.ts) names no way to
 * remove a banner yet and says banner_url is ignored on input, so the server must learn this one.
 */
export function updateActivity(item: Activity, changes: ActivityChanges): Promise<Activity> {
  const json = changes.banner === 'remove' ? { ...changes.details, banner_url: null } : changes.details
  return apiRequest<Activity>(activityApiPath(item), { method: 'PUT', json })
}

/**
 * Saves the details first, then uploads the new banner; a failed upload does not undo the details
 * (the caller warns). Every cached copy takes the answer, and the lists are read again.
 */
export function useUpdateActivity(item: Activity) {
  const client = useQueryClient()
  return useMutation<UpdateOutcome, unknown, ActivityChanges>({
    mutationFn: async (changes) => {
      let updated = await updateActivity(item, changes)
      let bannerError: unknown = null
      if (changes.banner && changes.banner !== 'remove') {
        try {
          const { banner_url }: BannerResponse = await uploadActivityBanner(updated, changes.banner.file)
          updated = withBanner(updated, banner_url)
        } catch (error) {
          bannerError = error
        }
      }
      return { item: updated, bannerError }
    },
    onSuccess: ({ item: updated }) => {
      mergeServerActivity(client, updated)
      void client.invalidateQueries({ queryKey: activityKeys.lists() })
    },
  })
}

/** The item with its new banner under each of its names. */
function withBanner(item: Activity, url: string): Activity {
  return item.post_type === 'event'
    ? { ...item, banner: url, banner_url: url, event_banner_url: url }
    : { ...item, banner: url, banner_url: url, academic_banner_url: url }
}
