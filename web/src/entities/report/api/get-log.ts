import type { ModerationActionEntry } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { moderationKeys } from './keys.ts'

/** GET /moderation/log (site admins): the site's decisions, or (`appeals`) the appeals waiting. */
export function getLog(appeals: boolean): Promise<ModerationActionEntry[]> {
  return apiRequest<ModerationActionEntry[]>('/moderation/log', {
    query: appeals ? { appeals: 'pending' } : {},
  })
}

export function useModerationLog(appeals: boolean) {
  return useQuery({ queryKey: moderationKeys.log(appeals), queryFn: () => getLog(appeals) })
}
