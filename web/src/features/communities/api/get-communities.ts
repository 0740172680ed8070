import type { Community, CommunityTab } from '@agora/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/?tab&search (spec 000 section 7): the tab's communities, most members first. */
export function getCommunities(tab: CommunityTab, search: string): Promise<Community[]> {
  return apiRequest<Community[]>('/communities/', {
    query: { tab, search: search.trim() || undefined, limit: 100 },
  })
}

export function useCommunities(tab: CommunityTab, search: string) {
  return useQuery({
    queryKey: communityKeys.list(tab, search.trim()),
    queryFn: () => getCommunities(tab, search),
    placeholderData: keepPreviousData,
  })
}
