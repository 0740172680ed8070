import type { DeleteAccountRequest, MessageBody } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** DELETE /users/me {password}: removes the account and revokes every session. */
export function deleteAccount(password: string): Promise<MessageBody> {
  const body: DeleteAccountRequest = { password }
  return apiRequest<MessageBody>('/users/me', { method: 'DELETE', json: body })
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount })
}
