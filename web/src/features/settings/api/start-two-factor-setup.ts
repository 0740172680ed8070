import type { TwoFactorSetup, TwoFactorSetupRequest } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /auth/two-factor/setup: the password again; a new secret and its otpauth:// URI, shown once. */
export function startTwoFactorSetup(body: TwoFactorSetupRequest): Promise<TwoFactorSetup> {
  return apiRequest<TwoFactorSetup>('/auth/two-factor/setup', { method: 'POST', json: body })
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup })
}
