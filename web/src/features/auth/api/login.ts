import type { LoginResponse } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export interface Credentials {
  /** The username or the email address. */
  username: string
  password: string
}

/**
 * Form-encoded, as the specification's login call is; a 401 here is an answer, not an expired session.
 * An account with two-factor sign-in answers a challenge instead of a token (login-two-factor.ts).
 */
export function login(credentials: Credentials): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('/auth/login', {
    method: 'POST',
    form: { username: credentials.username, password: credentials.password },
    noRefresh: true,
  })
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
