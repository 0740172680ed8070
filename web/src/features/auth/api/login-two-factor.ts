import type { TokenResponse, TwoFactorLoginRequest } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /auth/login/two-factor: the challenge of the password step and the app's code or a recovery code. */
export function loginTwoFactor(body: TwoFactorLoginRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/auth/login/two-factor', { method: 'POST', json: body, noRefresh: true })
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor })
}
