import type { CommunityBell } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /notifications/communities/{id}/bell: whether each new post there notifies the viewer. */
export function getCommunityBell(id: number, signal?: AbortSignal): Promise<CommunityBell> {
  return apiRequest<CommunityBell>(`/notifications/communities/${id}/bell`, { signal })
}

export function useCommunityBell(id: number, enabled: boolean) {
  return useQuery({
    queryKey: communityKeys.bell(id),
    queryFn: ({ signal }) => getCommunityBell(id, signal),
    enabled,
  })
}
