import type { Me, MyAccount, UpdateProfileRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { sessionKeys } from '@/lib/session.ts'
import { myAccountKeys } from './get-profile.ts'

/** PUT /users/me/profile {is_private}: answers the updated account. */
export function updateVisibility(isPrivate: boolean): Promise<Me> {
  const body: UpdateProfileRequest = { is_private: isPrivate }
  return apiRequest<Me>('/users/me/profile', { method: 'PUT', json: body })
}

/**
 * Saves the account's visibility. Both copies of the signed-in account take the answer at once;
 * profiles refetch, since a private account's tabs and a public one's pending requests change.
 */
export function useUpdateVisibility() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateVisibility,
    onSuccess: (me) => {
      // The answer is the bare account: the university's name and affiliation stay as they were.
      queryClient.setQueryData(myAccountKeys.me, (old: MyAccount | undefined) =>
        old ? { ...old, ...me } : old,
      )
      queryClient.setQueryData(sessionKeys.me, (old: Me | undefined) => (old ? { ...old, ...me } : old))
      return queryClient.invalidateQueries({ queryKey: userKeys.details() })
    },
  })
}
