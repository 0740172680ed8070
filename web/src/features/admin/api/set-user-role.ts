import type { RoleChangeRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { adminKeys } from './keys.ts'

/** PUT /admin/users/{id}/role {role, university_id?}: a UniAdmin administers the given university. */
export function setUserRole(userId: number, body: RoleChangeRequest): Promise<unknown> {
  return apiRequest(`/admin/users/${userId}/role`, { method: 'PUT', json: body })
}

export function useSetUserRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ userId, body }: { userId: number; body: RoleChangeRequest }) => setUserRole(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
