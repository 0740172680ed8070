import { EXPORT_LIMITS } from '@agora/contract'

const HOUR = 3600 * 1000
export const EXPORT_THROTTLE_MS = EXPORT_LIMITS.throttleHours * HOUR
export const EXPORT_KEEP_MS = EXPORT_LIMITS.keepDays * 24 * HOUR

/** What the rules need of the person's newest export. */
export interface LatestExport {
  status: 'pending' | 'ready' | 'failed'
  createdAt: Date
}

export type RequestVerdict =
  | { allowed: true }
  | { allowed: false; reason: 'export_pending' }
  | { allowed: false; reason: 'export_throttled'; retryAt: Date }

/**
 * May the person ask for a new export now? Not while one is pending, and not within
 * EXPORT_LIMITS.throttleHours of the last request, unless that one failed (asking again is the way out).
 */
export function requestVerdict(latest: LatestExport | null, now: Date): RequestVerdict {
  if (!latest) return { allowed: true }
  if (latest.status === 'pending') return { allowed: false, reason: 'export_pending' }
  if (latest.status === 'failed') return { allowed: true }
  const retryAt = new Date(latest.createdAt.getTime() + EXPORT_THROTTLE_MS)
  return retryAt > now ? { allowed: false, reason: 'export_throttled', retryAt } : { allowed: true }
}

/** A ready export, not expired, with its file: the only one that downloads. */
export function isDownloadable(
  row: { status: string; fileKey: string | null; expiresAt: Date | null },
  now: Date,
): boolean {
  return row.status === 'ready' && row.fileKey !== null && row.expiresAt !== null && row.expiresAt > now
}
