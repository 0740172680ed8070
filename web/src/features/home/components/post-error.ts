import { ApiError } from '@/lib/api-client.ts'

/**
 * The lines to show for a failed post (spec 000 section 8): a detail list shows each item's msg, a
 * detail object shows as text, otherwise the error's message, else the fallback ('Failed to post').
 */
export function postErrorLines(err: unknown, fallback: string): string[] {
  if (err instanceof ApiError) {
    const { detail } = err
    if (Array.isArray(detail)) {
      const msgs = detail
        .map((item) => (item as { msg?: unknown } | null)?.msg)
        .filter((msg): msg is string => typeof msg === 'string' && msg.length > 0)
      if (msgs.length > 0) return msgs
    } else if (typeof detail === 'string' && detail) {
      return [detail]
    } else if (detail && typeof detail === 'object') {
      const { message } = detail as { message?: unknown }
      return [typeof message === 'string' ? message : JSON.stringify(detail)]
    }
  }
  return [err instanceof Error && err.message ? err.message : fallback]
}
