import type { MessageBody } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** Needs the unverified account's own token, which the API client attaches. */
export function deleteUnverifiedAccount(email: string): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/delete-unverified-account', { method: 'DELETE', json: { email } })
}

export function useDeleteUnverifiedAccount() {
  return useMutation({ mutationFn: deleteUnverifiedAccount })
}
