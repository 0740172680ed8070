import type { MessageBody, ResetPasswordRequest } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'

/** POST /auth/reset-password: the mailed link's token and the new password. */
export function resetPassword(body: ResetPasswordRequest): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/reset-password', { method: 'POST', json: body, noRefresh: true })
}

/** Every session of the account ended, this browser's too: its stored token goes with them. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword, onSuccess: () => authStorage.clear() })
}
