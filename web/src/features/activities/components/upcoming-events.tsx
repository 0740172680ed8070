import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { PANEL_ROW, PanelCard, PanelNote } from '@/components/ui/panel-card.tsx'
import { useUpcomingEvents } from '@/entities/activity/api/get-upcoming-events.ts'
import { formatActivityDate, formatEventTime } from '@/entities/activity/lib/format.ts'

/**
 * The side panel's upcoming events (spec 001 section 2): the next 5, each linking to /events/{id}, with
 * its university or its community and the community's university; the server puts the reader's
 * university's (its own and its communities') first.
 */
export function UpcomingEvents() {
  const { t, i18n } = useTranslation('events')
  const upcoming = useUpcomingEvents()
  return (
    <PanelCard id="upcoming-events" title={t('upcoming.title')}>
      {upcoming.isPending ? (
        <PanelNote role="status">{t('upcoming.loading')}</PanelNote>
      ) : upcoming.isError ? (
        <PanelNote role="alert">{t('upcoming.failed')}</PanelNote>
      ) : upcoming.data.length === 0 ? (
        <PanelNote>{t('upcoming.empty')}</PanelNote>
      ) : (
        <ul className="pb-2">
          {upcoming.data.map((event) => {
            const time = formatEventTime(event.time)
            return (
              <li key={event.id}>
                <Link to={`/events/${event.id}`} className={PANEL_ROW}>
                  <span className="block truncate font-bold text-slate-900 dark:text-slate-100">
                    {event.title}
                  </span>
                  <span className="block truncate text-sm text-slate-600 dark:text-slate-400">
                    {[
                      formatActivityDate(event.date, i18n.language),
                      time,
                      event.parent_name,
                      event.community_university_name,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </PanelCard>
  )
}
