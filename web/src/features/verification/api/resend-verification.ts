import type { MessageBody } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export function resendVerification(email: string): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/resend-verification', { method: 'POST', json: { email } })
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification })
}
