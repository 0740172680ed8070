import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** DELETE /communities/{id} (site admins): its posts go with it. */
export function deleteCommunity(id: number): Promise<void> {
  return apiRequest<void>(`/communities/${id}`, { method: 'DELETE' })
}

export function useDeleteCommunity(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => deleteCommunity(id),
    onSuccess: () => client.invalidateQueries({ queryKey: communityKeys.lists() }),
  })
}
