import type { RegisterRequest, RegisterResponse } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { type Credentials, login } from './login.ts'

export function register(body: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('/auth/register', { method: 'POST', json: body, noRefresh: true })
}

export type RegisterOutcome =
  | { kind: 'signed-in'; email: string; accessToken: string }
  /** The account exists but signing in failed (throttled, network): the user signs in by hand. */
  | { kind: 'registered'; email: string }

/**
 * Registration answers no token, so the new account signs in with the same credentials straight away:
 * the verification screen needs a session to poll, resend and delete.
 */
export async function registerAndSignIn(body: RegisterRequest): Promise<RegisterOutcome> {
  const registered = await register(body)
  const credentials: Credentials = { username: body.username, password: body.password }
  try {
    const answer = await login(credentials)
    // A new account has no two-factor sign-in yet; a challenge would mean signing in by hand.
    if ('access_token' in answer) {
      return { kind: 'signed-in', email: registered.email, accessToken: answer.access_token }
    }
  } catch {
    // signed in by hand below
  }
  return { kind: 'registered', email: registered.email }
}

export function useRegister() {
  return useMutation({ mutationFn: registerAndSignIn })
}
