import type { DigestSettings } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { digestSettingsKey } from './get-digest-settings.ts'

/** PUT /digests/settings: weekly, daily or never. */
export function updateDigestSettings(body: DigestSettings): Promise<DigestSettings> {
  return apiRequest<DigestSettings>('/digests/settings', { method: 'PUT', json: body })
}

/** Saves at once; the choice shows while the save runs and falls back if it fails. */
export function useUpdateDigestSettings() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateDigestSettings,
    onMutate: async (body) => {
      await client.cancelQueries({ queryKey: digestSettingsKey })
      const before = client.getQueryData<DigestSettings>(digestSettingsKey)
      client.setQueryData<DigestSettings>(digestSettingsKey, body)
      return { before }
    },
    onError: (_err, _body, context) => {
      if (context?.before) client.setQueryData(digestSettingsKey, context.before)
    },
    onSuccess: (settings) => client.setQueryData(digestSettingsKey, settings),
  })
}
