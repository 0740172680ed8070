import type { JoinResponse } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** POST /communities/{id}/join, no body: pending, or member for site admins. */
export function joinCommunity(id: number): Promise<JoinResponse> {
  return apiRequest<JoinResponse>(`/communities/${id}/join`, { method: 'POST' })
}

/**
 * Joins: the card shows Pending at once; a member answer clears the mark and reloads the lists; an
 * error clears it too (spec 000 section 6).
 */
export function useJoinCommunity(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => joinCommunity(id),
    onMutate: () => client.setQueryData(communityKeys.status(id), 'pending'),
    onError: () => client.setQueryData(communityKeys.status(id), 'none'),
    onSuccess: ({ status }) => {
      client.setQueryData(communityKeys.status(id), status)
      void client.invalidateQueries({
        queryKey: status === 'member' ? communityKeys.all : communityKeys.detail(id),
      })
    },
  })
}
