import type { ModerationLogEntry } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/{id}/moderation-log (its staff), newest first. */
export function getModerationLog(id: number): Promise<ModerationLogEntry[]> {
  return apiRequest<ModerationLogEntry[]>(`/communities/${id}/moderation-log`)
}

export function useModerationLog(id: number) {
  return useQuery({ queryKey: communityKeys.log(id), queryFn: () => getModerationLog(id) })
}
