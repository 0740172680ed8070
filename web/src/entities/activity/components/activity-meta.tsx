import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { formatActivityDate, formatEventTime } from '../lib/format.ts'
import { type Activity, isEvent } from '../lib/paths.ts'

/** The date, the 24-hour time and the location of an event; the date of an announcement. */
export function ActivityMeta({ item }: { item: Activity }) {
  const { t, i18n } = useTranslation('activity')
  const time = isEvent(item) ? formatEventTime(item.time) : null
  const location = isEvent(item) ? item.location : null
  return (
    <ul
      aria-label={t('meta.label')}
      className="flex flex-wrap items-center gap-x-4 gap-y-1 text-[15px] text-slate-600 dark:text-slate-400"
    >
      <li className="flex items-center gap-1.5">
        <Icon name="calendar" className="size-4" />
        <span className="sr-only">{t('meta.date')}</span>
        <time dateTime={item.date}>{formatActivityDate(item.date, i18n.language)}</time>
      </li>
      {time && (
        <li className="flex items-center gap-1.5">
          <Icon name="clock" className="size-4" />
          <span className="sr-only">{t('meta.time')}</span>
          <time dateTime={time}>{time}</time>
        </li>
      )}
      {location && (
        <li className="flex min-w-0 items-center gap-1.5">
          <Icon name="mapPin" className="size-4 shrink-0" />
          <span className="sr-only">{t('meta.location')}</span>
          <span className="truncate">{location}</span>
        </li>
      )}
    </ul>
  )
}
