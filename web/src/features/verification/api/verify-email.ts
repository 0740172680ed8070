import { type MessageBody, TIMINGS } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'

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

/** Retries every 5 s, up to 24 times (about two minutes: spec 001 section 4). */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: verifyEmail,
    retry: (failureCount, error) =>
      !isFinalVerificationError(error) && failureCount < TIMINGS.verificationLinkRetries,
    retryDelay: TIMINGS.verificationLinkRetryMs,
  })
}
