import type { MessageBody, TwoFactorDisableRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { securityKeys } from './security-keys.ts'

/** POST /auth/two-factor/disable: the password and a code (the app's or a recovery code). */
export function disableTwoFactor(body: TwoFactorDisableRequest): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/two-factor/disable', { method: 'POST', json: body })
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: securityKeys.twoFactor }),
  })
}
