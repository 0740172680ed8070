import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { isFinalVerificationError } from './api/verify-email.ts'

/** The landing page's texts, which the specification fixes in Turkish (spec 001 sections 2 and 8). */
export const LANDING_TEXTS = {
  invalidLink: 'Geçersiz doğrulama linki',
  linkExpired: 'Doğrulama linki sona erdi',
  done: 'İşlem tamamlandı',
  verified: 'Email başarıyla doğrulandı!',
} as const

export type LandingView =
  | { state: 'loading' }
  | {
      state: 'success'
      title: string
      detail: string | null
      verified: 'success' | 'already'
      message: string
    }
  | { state: 'error'; title: string; detail: string | null }

/** What the link's URL says by itself: a status (with its message) shown as it is, or no token at all. */
export function viewFromUrl(params: URLSearchParams): LandingView | null {
  const status = params.get('status')
  const message = params.get('message')
  if (status) {
    if (status === 'success' || status === 'already') {
      const title = message ?? (status === 'success' ? LANDING_TEXTS.verified : LANDING_TEXTS.done)
      return { state: 'success', title, detail: null, verified: status, message: title }
    }
    const fallback =
      status === 'expired'
        ? LANDING_TEXTS.linkExpired
        : status === 'invalid'
          ? LANDING_TEXTS.invalidLink
          : LANDING_TEXTS.done
    return { state: 'error', title: message ?? fallback, detail: null }
  }
  if (!params.get('token')) return { state: 'error', title: LANDING_TEXTS.invalidLink, detail: null }
  return null
}

/** The outcome of POST /auth/verify-email, once the retries (if any) are over. */
export function viewFromOutcome(
  outcome:
    | { status: 'idle' | 'pending' }
    | { status: 'success'; message: string }
    | { status: 'error'; error: unknown },
): LandingView {
  switch (outcome.status) {
    case 'idle':
    case 'pending':
      return { state: 'loading' }
    case 'success':
      return {
        state: 'success',
        title: LANDING_TEXTS.verified,
        // The server's sentence is English; the page says it in the reader's language instead.
        detail: null,
        verified: 'success',
        message: outcome.message || LANDING_TEXTS.verified,
      }
    case 'error':
      // A 400 (invalid, expired or used token) is final and shown at once; anything else means every
      // retry failed, and by then the link is treated as expired.
      if (isFinalVerificationError(outcome.error)) {
        const detail = outcome.error instanceof ApiError ? errorMessage(outcome.error, '') || null : null
        return { state: 'error', title: LANDING_TEXTS.invalidLink, detail }
      }
      return { state: 'error', title: LANDING_TEXTS.linkExpired, detail: null }
  }
}
