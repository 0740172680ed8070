import { describe, expect, it } from 'vitest'
import { formatCount, formatFullDateTime, formatRelativeTime } from './format.ts'

const now = new Date(2026, 10, 21, 12, 0, 0)
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
const MIN = 60_000
const HOUR = 60 * MIN
const DAY = 24 * HOUR

describe('formatRelativeTime', () => {
  it.each([
    [0, 'now', 'şimdi'],
    [59_999, 'now', 'şimdi'],
    [MIN, '1m', '1 dk'],
    [5 * MIN, '5m', '5 dk'],
    [59 * MIN + 59_000, '59m', '59 dk'],
    [HOUR, '1h', '1 sa'],
    [23 * HOUR, '23h', '23 sa'],
    [DAY, '1d', '1 g'],
    [6 * DAY, '6d', '6 g'],
    [7 * DAY, '1w', '1 hf'],
    [27 * DAY, '3w', '3 hf'],
  ])('%i ms ago reads %s in English and %s in Turkish', (elapsed, en, tr) => {
    expect(formatRelativeTime(ago(elapsed), { lang: 'en', now })).toBe(en)
    expect(formatRelativeTime(ago(elapsed), { lang: 'tr', now })).toBe(tr)
  })

  it('reads now for a time a little in the future (a clock ahead of the server)', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 30_000), { lang: 'en', now })).toBe('now')
  })

  it('shows a short date from 4 weeks on, without the year in the current year', () => {
    expect(formatRelativeTime(new Date(2026, 9, 24, 12), { lang: 'en', now })).toBe('Oct 24')
    expect(formatRelativeTime(new Date(2026, 0, 5), { lang: 'en', now })).toBe('Jan 5')
    expect(formatRelativeTime(new Date(2026, 0, 5), { lang: 'tr', now })).toBe('5 Oca')
  })

  it('adds the year when the date is in another year', () => {
    expect(formatRelativeTime(new Date(2025, 2, 5), { lang: 'en', now })).toBe('Mar 5, 2025')
    expect(formatRelativeTime(new Date(2025, 2, 5), { lang: 'tr', now })).toBe('5 Mar 2025')
  })
})

describe('formatFullDateTime', () => {
  it('uses the 12-hour clock in English and the 24-hour clock in Turkish', () => {
    const date = new Date(2025, 2, 5, 15, 4)
    const en = formatFullDateTime(date, 'en')
    expect(en).toContain('Mar 5, 2025')
    expect(en).toMatch(/3:04\s?PM/)
    const tr = formatFullDateTime(date, 'tr')
    expect(tr).toContain('5 Mar 2025')
    expect(tr).toContain('15:04')
    expect(tr).not.toMatch(/PM|ÖS/)
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1K'],
    [1250, '1.2K'],
    [1299, '1.2K'],
    [15_300, '15.3K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [1_250_000, '1.2M'],
    [3_000_000, '3M'],
  ])('%i reads %s', (count, text) => {
    expect(formatCount(count)).toBe(text)
  })

  it('never shows a negative count', () => {
    expect(formatCount(-3)).toBe('0')
  })
})
