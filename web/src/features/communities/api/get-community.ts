import type { Community } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** GET /communities/{id}: the community with the viewer's standing and abilities. */
export function getCommunity(id: number): Promise<Community> {
  return apiRequest<Community>(`/communities/${id}`)
}

export function useCommunity(id: number) {
  return useQuery({ queryKey: communityKeys.detail(id), queryFn: () => getCommunity(id), enabled: id > 0 })
}
