import type { RecoveryCodes, TwoFactorEnableRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { securityKeys } from './security-keys.ts'

/** POST /auth/two-factor/enable: a code from the app turns it on; the recovery codes, shown once. */
export function enableTwoFactor(body: TwoFactorEnableRequest): Promise<RecoveryCodes> {
  return apiRequest<RecoveryCodes>('/auth/two-factor/enable', { method: 'POST', json: body })
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor }),
  })
}
