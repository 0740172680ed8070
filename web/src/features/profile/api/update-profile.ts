import type { Me, UpdateProfileRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { sessionKeys } from '@/lib/session.ts'

/** PUT /users/me/profile {nickname?, bio?, is_private?}: answers the updated account. */
export function updateProfile(body: UpdateProfileRequest): Promise<Me> {
  return apiRequest<Me>('/users/me/profile', { method: 'PUT', json: body })
}

/** After a save the profile, the signed-in user (the navigation's name) and every user list are read again. */
export function useUpdateProfile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (me) => {
      client.setQueryData(sessionKeys.me, (old: Me | undefined) => (old ? { ...old, ...me } : me))
      return Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: sessionKeys.me }),
      ])
    },
  })
}
