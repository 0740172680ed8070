import type { CommunityRole } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { communityKeys } from './keys.ts'

/** PUT /communities/{id}/members/{userId}/role {role}: ComAdmin hands the role over. */
export function setMemberRole(id: number, userId: number, role: CommunityRole): Promise<void> {
  return apiRequest<void>(`/communities/${id}/members/${userId}/role`, { method: 'PUT', json: { role } })
}

export function useSetMemberRole(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, role }: { userId: number; role: CommunityRole }) =>
      setMemberRole(id, userId, role),
    onSettled: () => client.invalidateQueries({ queryKey: communityKeys.detail(id) }),
  })
}
