import i18n from '@/i18n/index.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/** The Intl locale of an interface language: Turkish or (the fallback) English. */
function intlLocale(lang: string): string {
  return lang.startsWith('tr') ? 'tr-TR' : 'en-US'
}

const dateFormats = new Map<string, Intl.DateTimeFormat>()

/**
 * An Intl.DateTimeFormat made once per locale and options: making one costs about a millisecond, a
 * format call a microsecond, and a feed formats two dates per card.
 */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options)
    dateFormats.set(key, format)
  }
  return format
}

function toDate(value: string | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/**
 * A post's compact age (spec 000 section 9): 'now' under a minute, then minutes, hours, days and
 * weeks; from 4 weeks on a short date, with the year only when it is not the current year.
 * A time slightly in the future (a clock ahead of the server's) reads 'now'.
 */
export function formatRelativeTime(
  value: string | Date,
  { lang = i18n.language, now = new Date() }: { lang?: string; now?: Date } = {},
): string {
  const date = toDate(value)
  const t = i18n.getFixedT(lang, 'common')
  const elapsed = now.getTime() - date.getTime()
  if (elapsed < MINUTE) return t('time.now')
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) })
  if (elapsed < DAY) return t('time.hours', { count: Math.floor(elapsed / HOUR) })
  if (elapsed < WEEK) return t('time.days', { count: Math.floor(elapsed / DAY) })
  if (elapsed < 4 * WEEK) return t('time.weeks', { count: Math.floor(elapsed / WEEK) })
  const sameYear = date.getFullYear() === now.getFullYear()
  return dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(date)
}

/** The full date and time: 24-hour in Turkish, 12-hour in English (spec 000 section 9). */
export function formatFullDateTime(value: string | Date, lang: string = i18n.language): string {
  const turkish = lang.startsWith('tr')
  return dateTimeFormat(intlLocale(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: !turkish,
  }).format(toDate(value))
}

/**
 * A count shortened with K from 1000 and M from 1,000,000, one decimal, rounded down so that a
 * count never reads higher than it is (1,250 is 1.2K, 999,999 is 999.9K, 3,000,000 is 3M).
 */
export function formatCount(count: number): string {
  const n = Math.max(0, Math.trunc(count))
  if (n < 1000) return String(n)
  if (n < 1_000_000) return `${Math.floor(n / 100) / 10}K`
  return `${Math.floor(n / 100_000) / 10}M`
}
