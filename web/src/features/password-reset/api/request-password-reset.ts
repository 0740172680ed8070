import type { ForgotPasswordRequest, MessageBody } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /auth/forgot-password: the same answer whether or not an account matches. */
export function requestPasswordReset(body: ForgotPasswordRequest): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/forgot-password', { method: 'POST', json: body, noRefresh: true })
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset })
}
