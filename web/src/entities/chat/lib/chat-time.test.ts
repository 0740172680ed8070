import { describe, expect, it } from 'vitest'
import '@/i18n/index.ts'
import { chatListTime, dayDivider, presenceLabel } from './chat-time.ts'

const now = new Date('2026-11-25T15:00:00')
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString()
const H = 3_600_000
const D = 24 * H

describe('chat list times', () => {
  it.each([
    [20_000, 'now'],
    [5 * 60_000, '5min'],
    [22 * H, '22h'],
    [23 * H, '1d'],
    [5 * D, '5d'],
    [6 * D, '1w'],
    [28 * 7 * D, '28w'],
    [29 * 7 * D, '6mo'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(chatListTime(ago(ms), { lang: 'en', now })).toBe(text)
  })

  it('reads in Turkish too', () => {
    expect(chatListTime(ago(3 * H), { lang: 'tr', now })).toBe('3 sa')
    expect(chatListTime(ago(300 * D), { lang: 'tr', now })).toBe('10 ay')
  })
})

describe('day dividers', () => {
  it('say Today, Yesterday, a weekday within the week, then the date', () => {
    expect(dayDivider('2026-11-25T08:00:00', { lang: 'en', now })).toBe('Today')
    expect(dayDivider('2026-11-24T23:59:00', { lang: 'en', now })).toBe('Yesterday')
    expect(dayDivider('2026-11-21T10:00:00', { lang: 'en', now })).toBe('Saturday')
    expect(dayDivider('2026-11-21T10:00:00', { lang: 'tr', now })).toBe('Cumartesi')
    expect(dayDivider('2026-10-02T10:00:00', { lang: 'en', now })).toBe('October 2, 2026')
    expect(dayDivider('2026-11-24T10:00:00', { lang: 'tr', now })).toBe('Dün')
  })
})

describe('presence', () => {
  it('is online, last seen, or nothing when hidden', () => {
    expect(presenceLabel({ online: true, last_seen_at: null }, { lang: 'en', now })).toBe('Online')
    expect(presenceLabel({ online: false, last_seen_at: ago(2 * H) }, { lang: 'en', now })).toBe(
      'Last seen 2h ago',
    )
    expect(presenceLabel({ online: false, last_seen_at: ago(10_000) }, { lang: 'en', now })).toBe(
      'Last seen just now',
    )
    expect(presenceLabel({ online: null, last_seen_at: null }, { lang: 'en', now })).toBeNull()
  })
})
