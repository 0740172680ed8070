import i18n from '@/i18n/index.ts'
import { dateTimeFormat } from '@/lib/format.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/**
 * A notification's age (spec 000 section 9): just now under a minute, minutes under an hour, hours
 * under a day, days under a week, else the date.
 */
export function formatNotificationTime(
  value: string,
  { lang = i18n.language, now = new Date() } = {},
): string {
  const t = i18n.getFixedT(lang, 'notifications')
  const elapsed = now.getTime() - new Date(value).getTime()
  if (elapsed < MINUTE) return t('time.justNow')
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) })
  if (elapsed < DAY) return t('time.hours', { count: Math.floor(elapsed / HOUR) })
  if (elapsed < 7 * DAY) return t('time.days', { count: Math.floor(elapsed / DAY) })
  return dateTimeFormat(lang.startsWith('tr') ? 'tr-TR' : 'en-US', { dateStyle: 'medium' }).format(
    new Date(value),
  )
}
