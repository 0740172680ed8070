import type { EventInput } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { activityKeys } from '@/entities/activity/api/keys.ts'
import { uploadBannerAt } from '@/entities/activity/api/upload-banner.ts'
import { apiRequest } from '@/lib/api-client.ts'

/**
 * POST /communities/{id}/events {title, description, date, time, location}, then with a banner POST
 * /communities/{id}/events/{eventId}/upload-banner (spec 001 section 7). The banner may fail after
 * the event was created: that is reported apart.
 */
export async function createCommunityEvent(
  id: number,
  input: EventInput,
  banner: File | null,
): Promise<{ id: number; bannerError: unknown }> {
  const path = `/communities/${id}/events`
  const created = await apiRequest<{ id: number }>(path, { method: 'POST', json: input })
  let bannerError: unknown = null
  if (banner) {
    try {
      await uploadBannerAt(`${path}/${created.id}`, banner)
    } catch (error) {
      bannerError = error
    }
  }
  return { id: created.id, bannerError }
}

export function useCreateCommunityEvent(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ input, banner }: { input: EventInput; banner: File | null }) =>
      createCommunityEvent(id, input, banner),
    onSettled: () => client.invalidateQueries({ queryKey: activityKeys.lists() }),
  })
}
