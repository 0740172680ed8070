import type { AnnouncementInput, EventInput } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { uploadBannerAt } from '@/entities/activity/api/upload-banner.ts'
import type { ActivityKind } from '@/entities/activity/lib/paths.ts'
import { apiRequest } from '@/lib/api-client.ts'

export interface NewActivity {
  kind: ActivityKind
  input: EventInput | AnnouncementInput
  banner: File | null
}

/** The outcome of adding: the banner may fail after the item was created. */
export interface AddOutcome {
  id: number
  bannerError: unknown
}

const COLLECTION = { event: 'events', academic: 'academics' } as const

/**
 * POST /universities/{id}/events {title, description, date, time, location} or /academics {title,
 * content, date}, answering the new id; then, with a banner, POST .../{newId}/upload-banner
 * multipart file (spec 000 section 7).
 */
export async function createActivity(
  universityId: number,
  { kind, input, banner }: NewActivity,
): Promise<AddOutcome> {
  const path = `/universities/${universityId}/${COLLECTION[kind]}`
  const { id } = await apiRequest<{ id: number }>(path, { method: 'POST', json: input })
  let bannerError: unknown = null
  if (banner) {
    try {
      await uploadBannerAt(`${path}/${id}`, banner)
    } catch (error) {
      bannerError = error
    }
  }
  return { id, bannerError }
}

/** Adds an event or announcement; the lists of events and announcements are read again. */
export function useCreateActivity(universityId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (item: NewActivity) => createActivity(universityId, item),
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.lists() }),
  })
}
