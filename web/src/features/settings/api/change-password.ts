import type { ChangePasswordRequest, MessageBody } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

export function changePassword(body: ChangePasswordRequest): Promise<MessageBody> {
  return apiRequest<MessageBody>('/users/me/change-password', { method: 'PUT', json: body })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
