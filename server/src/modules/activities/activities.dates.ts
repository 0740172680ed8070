import { ACTIVITY_LIMITS } from '@agora/contract'

/**
 * Local dates and times of events and announcements (DESIGN.md: stored with the organiser's time
 * zone, answered as the specification's YYYY-MM-DD and 24 h HH:mm). The instant of a local time is
 * found with Intl alone: the zone's offset at a first guess, then again at the corrected instant, so
 * that a time near a daylight-saving change lands on the right side of it.
 */

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/

/** The date when `text` is a real day written YYYY-MM-DD (not 2026-02-30), else null. */
export function parseLocalDate(text: string): string | null {
  const m = DATE.exec(text.trim())
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const day = new Date(Date.UTC(y, mo - 1, d))
  if (y < 1900 || y > 2200) return null
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d ? m[0] : null
}

/**
 * Issue 30: a day an event, an announcement or a deadline may fall on (docs/decisions.md, Date
 * window). Dates are YYYY-MM-DD, so comparing the text compares the days.
 */
export function inDateWindow(date: string): boolean {
  return date >= ACTIVITY_LIMITS.firstDate && date <= ACTIVITY_LIMITS.lastDate
}

/** HH:mm on a 24 h clock; H:mm and HH:mm:ss are accepted and written as HH:mm. */
export function parseLocalTime(text: string): string | null {
  const trimmed = text.trim()
  const short = /^(\d):([0-5]\d)$/.exec(trimmed)
  const candidate = short ? `0${short[1]}:${short[2]}` : trimmed.replace(/^(\d{2}:\d{2}):[0-5]\d$/, '$1')
  return TIME.test(candidate) ? candidate : null
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone })
    return true
  } catch {
    return false
  }
}

/**
 * One formatter per zone: making one costs far more than formatting (a feed page's events asked for
 * eight each). An unknown zone throws here, as it did, and is not kept.
 */
const wallClocks = new Map<string, Intl.DateTimeFormat>()
function wallClockIn(zone: string): Intl.DateTimeFormat {
  let format = wallClocks.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    wallClocks.set(zone, format)
  }
  return format
}

/**
 * Each zone's offsets already found, by UTC minute: a list of 100 events formatted its dates through
 * formatToParts on every request (a tenth of the server's CPU). A zone's offset changes only at
 * transitions on a whole minute, so the minute's answer is the instant's. Bounded per zone.
 */
const offsetsByZone = new Map<string, Map<number, number>>()
const MAX_MINUTES_PER_ZONE = 50_000

/** Minutes east of UTC in `zone` at the instant `at`. */
export function offsetMinutes(at: Date, zone: string): number {
  const minute = Math.floor(at.getTime() / 60_000)
  let known = offsetsByZone.get(zone)
  const cached = known?.get(minute)
  if (cached !== undefined) return cached
  const parts = wallClockIn(zone).formatToParts(at)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  const offset = Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000)
  if (!known) {
    known = new Map()
    offsetsByZone.set(zone, known)
  }
  if (known.size >= MAX_MINUTES_PER_ZONE) known.clear()
  known.set(minute, offset)
  return offset
}

/** The instant of local `date` at `time` (00:00 when null) in `zone`. */
export function zonedInstant(date: string, time: string | null, zone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  const [h, mi] = (time ?? '00:00').split(':').map(Number) as [number, number]
  const wall = Date.UTC(y, mo - 1, d, h, mi)
  const first = wall - offsetMinutes(new Date(wall), zone) * 60_000
  return new Date(wall - offsetMinutes(new Date(first), zone) * 60_000)
}

/** ISO 8601 with the zone's offset at that instant: 2026-12-01T18:30:00+03:00. */
export function isoInZone(at: Date, zone: string): string {
  const offset = offsetMinutes(at, zone)
  const local = new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 19)
  const sign = offset < 0 ? '-' : '+'
  const abs = Math.abs(offset)
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
}
