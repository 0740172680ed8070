import { ApiError, errorLines } from '@/lib/api-client.ts'

/**
 * The lines to show for a failed post (spec 000 section 8): a detail list shows each item (translated
 * by its code where the app knows it, else its msg), a detail object shows as text, otherwise the
 * error's message, else the fallback ('Failed to post').
 */
export function postErrorLines(err: unknown, fallback: string): string[] {
  const { detail } = err instanceof ApiError ? err : { detail: undefined }
  const { message } = (detail ?? {}) as { message?: unknown }
  if (detail && typeof detail === 'object' && !Array.isArray(detail) && typeof message !== 'string') {
    return [JSON.stringify(detail)]
  }
  return errorLines(err, fallback)
}
