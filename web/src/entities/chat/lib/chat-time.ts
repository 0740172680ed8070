import i18n from '@/i18n/index.ts'
import { dateTimeFormat } from '@/lib/format.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

function intlLocale(lang: string): string {
  return lang.startsWith('tr') ? 'tr-TR' : 'en-US'
}

/**
 * A chat list's time (spec 001 section 9): hours under 23, days under 6, weeks under 29, then months.
 * Under an hour it reads minutes ("now" under one), and months are "mo" ("ay"), so that neither
 * shares the minutes' letter.
 */
export function chatListTime(value: string, { lang = i18n.language, now = new Date() } = {}): string {
  const t = i18n.getFixedT(lang, 'chat')
  const elapsed = Math.max(0, now.getTime() - new Date(value).getTime())
  if (elapsed < MINUTE) return t('time.now')
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) })
  const hours = Math.floor(elapsed / HOUR)
  if (hours < 23) return t('time.hours', { count: hours })
  const days = Math.max(1, Math.floor(elapsed / DAY))
  if (days < 6) return t('time.days', { count: days })
  const weeks = Math.max(1, Math.floor(days / 7))
  if (weeks < 29) return t('time.weeks', { count: weeks })
  return t('time.months', { count: Math.floor(days / 30) })
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime()
}

/** The day divider of a conversation: Today, Yesterday, a weekday within the week, else the date. */
export function dayDivider(value: string, { lang = i18n.language, now = new Date() } = {}): string {
  const t = i18n.getFixedT(lang, 'chat')
  const date = new Date(value)
  const days = Math.round((startOfDay(now) - startOfDay(date)) / DAY)
  if (days <= 0) return t('divider.today')
  if (days === 1) return t('divider.yesterday')
  if (days < 7) return dateTimeFormat(intlLocale(lang), { weekday: 'long' }).format(date)
  return dateTimeFormat(intlLocale(lang), { dateStyle: 'long' }).format(date)
}

/** Whether two messages fall on different days (a divider goes between them). */
export function differentDay(a: string, b: string): boolean {
  return startOfDay(new Date(a)) !== startOfDay(new Date(b))
}

/** A message's clock time, as 14:05 (or 2:05 PM in English). */
export function messageClock(value: string, lang = i18n.language): string {
  return dateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit' }).format(new Date(value))
}

/** "Online", "Last seen 5m ago" or nothing when the person's activity is hidden. */
export function presenceLabel(
  user: { online: boolean | null; last_seen_at: string | null },
  { lang = i18n.language, now = new Date() } = {},
): string | null {
  const t = i18n.getFixedT(lang, 'chat')
  if (user.online) return t('presence.online')
  if (!user.last_seen_at) return null
  if (now.getTime() - new Date(user.last_seen_at).getTime() < MINUTE) return t('presence.lastSeenNow')
  return t('presence.lastSeen', { time: chatListTime(user.last_seen_at, { lang, now }) })
}
