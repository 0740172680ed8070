import { describe, expect, it } from 'vitest'
import { EXPORT_THROTTLE_MS, isDownloadable, type LatestExport, requestVerdict } from './exports.policy.ts'

const now = new Date('2026-05-01T12:00:00Z')
const ago = (ms: number) => new Date(now.getTime() - ms)
const HOUR = 3600 * 1000

describe('requestVerdict', () => {
  const rows: [string, LatestExport | null, ReturnType<typeof requestVerdict>][] = [
    ['no export yet', null, { allowed: true }],
    [
      'one pending',
      { status: 'pending', createdAt: ago(48 * HOUR) },
      { allowed: false, reason: 'export_pending' },
    ],
    [
      'one ready, asked an hour ago',
      { status: 'ready', createdAt: ago(HOUR) },
      {
        allowed: false,
        reason: 'export_throttled',
        retryAt: new Date(ago(HOUR).getTime() + EXPORT_THROTTLE_MS),
      },
    ],
    [
      'one ready, asked a day ago',
      { status: 'ready', createdAt: ago(EXPORT_THROTTLE_MS) },
      { allowed: true },
    ],
    ['one failed an hour ago', { status: 'failed', createdAt: ago(HOUR) }, { allowed: true }],
  ]
  it.each(rows)('%s', (_, latest, expected) => {
    expect(requestVerdict(latest, now)).toEqual(expected)
  })
})

describe('isDownloadable', () => {
  const later = new Date(now.getTime() + HOUR)
  const rows: [string, Parameters<typeof isDownloadable>[0], boolean][] = [
    ['ready with a file', { status: 'ready', fileKey: 'exports/x.zip', expiresAt: later }, true],
    ['ready but expired', { status: 'ready', fileKey: 'exports/x.zip', expiresAt: ago(1) }, false],
    ['pending', { status: 'pending', fileKey: null, expiresAt: null }, false],
    ['failed', { status: 'failed', fileKey: null, expiresAt: later }, false],
  ]
  it.each(rows)('%s', (_, row, expected) => {
    expect(isDownloadable(row, now)).toBe(expected)
  })
})
