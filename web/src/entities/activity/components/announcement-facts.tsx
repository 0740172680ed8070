import type { Announcement } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { formatActivityDate } from '../lib/format.ts'

/**
 * Whom an announcement is for, its deadline and whether it asks for confirmation (issue 17), under
 * its date on cards and on its page. A whole-university announcement says so only on its page.
 */
export function AnnouncementFacts({ item, detailed = false }: { item: Announcement; detailed?: boolean }) {
  const { t, i18n } = useTranslation('audience')
  const { faculties, departments, years } = item.audience
  const units = [...departments, ...faculties].map((u) => u.name)
  const parts = [
    ...units,
    ...(years.length > 0 ? [t('facts.year', { count: years.length, years: years.join(', ') })] : []),
  ]
  const whole = parts.length === 0
  if (whole && !detailed && !item.deadline && !item.requires_ack) return null
  return (
    <ul
      aria-label={t('facts.label')}
      className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600 dark:text-slate-400"
    >
      {(!whole || detailed) && (
        <li className="flex min-w-0 items-center gap-1.5">
          <Icon name="users" className="size-4 shrink-0" />
          <span className="break-words">
            {whole ? t('facts.wholeUniversity') : t('facts.for', { list: parts.join(' · ') })}
          </span>
        </li>
      )}
      {item.deadline && (
        <li className="flex items-center gap-1.5 rounded-full bg-amber-100 px-2 py-0.5 font-medium text-amber-900 dark:bg-amber-500/15 dark:text-amber-300">
          <Icon name="clock" className="size-3.5" />
          <time dateTime={item.deadline}>
            {t('facts.deadline', { date: formatActivityDate(item.deadline, i18n.language) })}
          </time>
        </li>
      )}
      {item.requires_ack && item.is_targeted && item.acknowledged_at === null && (
        <li className="flex items-center gap-1.5 rounded-full bg-brand-500/10 px-2 py-0.5 font-medium text-brand-700 dark:text-brand-300">
          <Icon name="alert" className="size-3.5" />
          {t('facts.ackRequested')}
        </li>
      )}
    </ul>
  )
}
