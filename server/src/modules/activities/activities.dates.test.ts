import { describe, expect, it } from 'vitest'
import { isoInZone, isTimeZone, parseLocalDate, parseLocalTime, zonedInstant } from './activities.dates.ts'

describe('activity dates', () => {
  it('takes real days and 24 h times only', () => {
    expect(parseLocalDate('2026-12-01')).toBe('2026-12-01')
    expect(parseLocalDate('2028-02-29')).toBe('2028-02-29')
    for (const bad of ['2026-02-30', '2026-13-01', '01.12.2026', '2026-1-1', '', '1800-01-01'])
      expect(parseLocalDate(bad)).toBeNull()
    expect(parseLocalTime('18:30')).toBe('18:30')
    expect(parseLocalTime('9:05')).toBe('09:05')
    expect(parseLocalTime('18:30:59')).toBe('18:30')
    for (const bad of ['24:00', '25:00', '18:60', '6 PM', '1830', '']) expect(parseLocalTime(bad)).toBeNull()
  })

  it('places a local time in its zone, across daylight-saving changes', () => {
    expect(zonedInstant('2026-12-01', '18:30', 'Europe/Istanbul').toISOString()).toBe(
      '2026-12-01T15:30:00.000Z',
    )
    expect(zonedInstant('2026-12-01', null, 'Europe/Istanbul').toISOString()).toBe('2026-11-30T21:00:00.000Z')
    // Berlin: winter +01:00, summer +02:00 (the change is on 2026-03-29 at 02:00).
    expect(zonedInstant('2026-03-28', '12:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-28T11:00:00.000Z',
    )
    expect(zonedInstant('2026-03-30', '12:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-03-30T10:00:00.000Z',
    )
    expect(zonedInstant('2026-07-01', '09:00', 'America/New_York').toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    )
  })

  it('writes an instant with its zone offset', () => {
    expect(isoInZone(new Date('2026-12-01T15:30:00Z'), 'Europe/Istanbul')).toBe('2026-12-01T18:30:00+03:00')
    expect(isoInZone(new Date('2026-01-10T15:00:00Z'), 'America/New_York')).toBe('2026-01-10T10:00:00-05:00')
    expect(isTimeZone('Europe/Istanbul')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})
