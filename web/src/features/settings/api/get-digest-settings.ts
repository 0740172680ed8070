import type { DigestSettings } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export const digestSettingsKey = ['settings', 'digest'] as const

/** GET /digests/settings: how often the mail digest comes (issue 31). */
export function getDigestSettings(signal?: AbortSignal): Promise<DigestSettings> {
  return apiRequest<DigestSettings>('/digests/settings', { signal })
}

export function useDigestSettings() {
  return useQuery({ queryKey: digestSettingsKey, queryFn: ({ signal }) => getDigestSettings(signal) })
}
