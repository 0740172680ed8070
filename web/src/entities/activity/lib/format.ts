import i18n from '@/i18n/index.ts'
import { dateTimeFormat } from '@/lib/format.ts'

const DATE = /^(\d{4})-(\d{2})-(\d{2})/

/**
 * An event's or announcement's day, read as the organiser's calendar day (YYYY-MM-DD, no time zone
 * shift), in the reader's language: "Mar 14, 2026", "14 Mar 2026".
 */
export function formatActivityDate(date: string, lang: string = i18n.language): string {
  const m = DATE.exec(date)
  if (!m) return date
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return dateTimeFormat(lang.startsWith('tr') ? 'tr-TR' : 'en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day)
}

/** An event's time on the 24-hour clock in both languages (spec 001 section 9): "09:05", "18:30". */
export function formatEventTime(time: string | null): string | null {
  const m = time ? /^(\d{1,2}):(\d{2})/.exec(time) : null
  return m ? `${m[1]?.padStart(2, '0')}:${m[2]}` : null
}
