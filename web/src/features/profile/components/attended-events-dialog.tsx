import type { UserProfile } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Dialog } from '@/components/ui/dialog.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { ActivityMeta } from '@/entities/activity/components/activity-meta.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useAttendedEvents } from '../api/get-attended-events.ts'

/** The events a person attends, most recently joined first, each leading to its page. */
export function AttendedEventsDialog({ profile, onClose }: { profile: UserProfile; onClose: () => void }) {
  const { t } = useTranslation('profile')
  const events = useAttendedEvents(profile.id)
  return (
    <Dialog title={t('attended.title')} onClose={onClose}>
      {events.isPending ? (
        <ListSkeleton label={t('attended.loading')} rows={3} />
      ) : events.isError ? (
        <ErrorState
          compact
          message={errorMessage(events.error, t('attended.failed'))}
          retryLabel={t('attended.retry')}
          onRetry={() => void events.refetch()}
        />
      ) : events.data.length === 0 ? (
        <EmptyState title={t('attended.empty')} />
      ) : (
        <ul className="-mx-2 max-h-[60vh] overflow-y-auto">
          {events.data.map((event) => (
            <li key={event.id} className="border-slate-200 not-last:border-b dark:border-slate-800">
              <Link
                to={`/events/${event.id}`}
                className="block rounded-lg px-2 py-3 transition hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-900"
              >
                <span className="block font-semibold text-slate-900 dark:text-slate-100">{event.title}</span>
                <span className="mb-1 block text-sm text-slate-500 dark:text-slate-400">
                  {event.parent_name}
                </span>
                <ActivityMeta item={event} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  )
}
