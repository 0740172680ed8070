import { type Me, type MessageBody, TIMINGS } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { sessionKeys } from '@/lib/session.ts'

export function verifyEmail(token: string): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/verify-email', { method: 'POST', query: { token }, noRefresh: true })
}

/**
 * An answer from the server about the token itself (400 invalid, expired or used; any other 4xx) is
 * final; only network failures and server errors are worth another try.
 */
export function isFinalVerificationError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
}

/**
 * Retries every 5 s, up to 24 times (about two minutes: spec 001 section 4). A link opened in a
 * signed-in browser verifies that session's account too (or another one, which the next read of the
 * session tells): the cached session learns it at once, so that /home does not send the reader back to
 * the holding screen until the next poll.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient()
  return useMutation({
    onSuccess: async () => {
      const me = queryClient.getQueryData<Me>(sessionKeys.me)
      if (!me) return
      queryClient.setQueryData<Me>(sessionKeys.me, { ...me, is_verified: true })
      await queryClient.invalidateQueries({ queryKey: sessionKeys.me })
    },
    mutationFn: verifyEmail,
    retry: (failureCount, error) =>
      !isFinalVerificationError(error) && failureCount < TIMINGS.verificationLinkRetries,
    retryDelay: TIMINGS.verificationLinkRetryMs,
  })
}
