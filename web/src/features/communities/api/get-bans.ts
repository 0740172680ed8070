import type { CommunityBan } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/{id}/bans (its staff): who may not ask to join, and why. */
export function getBans(id: number): Promise<CommunityBan[]> {
  return apiRequest<CommunityBan[]>(`/communities/${id}/bans`)
}

export function useBans(id: number, enabled: boolean) {
  return useQuery({ queryKey: [...communityKeys.detail(id), 'bans'], queryFn: () => getBans(id), enabled })
}
