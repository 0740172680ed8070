import type { Me, MyAccount, UpdateProfileRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { sessionKeys } from '@/lib/session.ts'
import { myAccountKeys } from './get-profile.ts'

export type AffiliationChange = Pick<
  UpdateProfileRequest,
  'faculty_id' | 'department_id' | 'study_year' | 'is_alumni'
>

/** PUT /users/me/profile with the affiliation fields (issue 17): answers the account as GET /users/me. */
export function updateAffiliation(change: AffiliationChange): Promise<MyAccount> {
  return apiRequest<MyAccount>('/users/me/profile', { method: 'PUT', json: change })
}

/** Saves the faculty, department, year and alumni status; profiles (one's own among them) refetch. */
export function useUpdateAffiliation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAffiliation,
    onSuccess: (account) => {
      queryClient.setQueryData(myAccountKeys.me, account)
      queryClient.setQueryData(sessionKeys.me, (old: Me | undefined) => (old ? { ...old, ...account } : old))
      return queryClient.invalidateQueries({ queryKey: userKeys.details() })
    },
  })
}
