import type { Community, CommunityPatch } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** PUT /communities/{id} {name, description}. */
export function updateCommunity(id: number, patch: CommunityPatch): Promise<Community> {
  return apiRequest<Community>(`/communities/${id}`, { method: 'PUT', json: patch })
}

export function useUpdateCommunity(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (patch: CommunityPatch) => updateCommunity(id, patch),
    onSuccess: (community) => {
      client.setQueryData(communityKeys.detail(id), community)
      void client.invalidateQueries({ queryKey: communityKeys.lists() })
    },
  })
}
