import type { ModerationActionEntry } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { moderationKeys } from './keys.ts'

/** GET /moderation/actions/mine: decisions about the viewer, without who decided. */
export function getMyActions(): Promise<ModerationActionEntry[]> {
  return apiRequest<ModerationActionEntry[]>('/moderation/actions/mine')
}

export function useMyActions() {
  return useQuery({ queryKey: moderationKeys.mine(), queryFn: getMyActions })
}
