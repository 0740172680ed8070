import type { ModerationCase } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { moderationKeys } from './keys.ts'

/** GET /moderation/cases: the site's queue (admins) or one community's (its staff). */
export function getCases(communityId?: number): Promise<ModerationCase[]> {
  return apiRequest<ModerationCase[]>('/moderation/cases', {
    query: communityId === undefined ? {} : { community_id: communityId },
  })
}

export function useCases(communityId?: number) {
  return useQuery({ queryKey: moderationKeys.cases(communityId), queryFn: () => getCases(communityId) })
}
