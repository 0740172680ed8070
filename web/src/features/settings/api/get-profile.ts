import type { MyAccount } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** The signed-in user's own account, the resource GET /users/me answers. */
export const myAccountKeys = { me: ['users', 'me'] as const }

export function getProfile(): Promise<MyAccount> {
  return apiRequest<MyAccount>('/users/me')
}

export const profileQueryOptions = queryOptions({ queryKey: myAccountKeys.me, queryFn: getProfile })

export function useProfile() {
  return useQuery(profileQueryOptions)
}
