import type { TwoFactorStatus } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { securityKeys } from './security-keys.ts'

/** GET /auth/two-factor: whether two-factor sign-in is on, and how many recovery codes are left. */
export function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiRequest<TwoFactorStatus>('/auth/two-factor', { signal })
}

export const twoFactorStatusOptions = queryOptions({
  queryKey: securityKeys.twoFactor,
  queryFn: ({ signal }) => getTwoFactorStatus(signal),
})

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusOptions)
}
