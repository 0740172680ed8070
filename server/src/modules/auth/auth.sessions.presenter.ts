import type { ActiveSession } from '@agora/contract'
import type { SessionRow } from './auth.repository.ts'

export function presentSession(row: SessionRow, currentSessionId: number): ActiveSession {
  const device = deviceOf(row.userAgent)
  return {
    id: row.id,
    browser: device.browser,
    os: device.os,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt.toISOString(),
    current: row.id === currentSessionId,
  }
}

/*
 * Enough of a user agent to tell one's own devices apart ("Firefox on Windows"), not a full parser:
 * the first rule that matches wins, so browsers built on another (Edge, Opera on Chrome) come first.
 */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
]
const SYSTEMS: [RegExp, string][] = [
  [/\bWindows\b/, 'Windows'],
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function deviceOf(userAgent: string | null): { browser: string | null; os: string | null } {
  if (!userAgent) return { browser: null, os: null }
  const first = (rules: [RegExp, string][]) => rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null
  return { browser: first(BROWSERS), os: first(SYSTEMS) }
}
