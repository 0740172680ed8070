import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { DetailState } from '@/components/ui/detail-state.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { useEvent } from '@/entities/activity/api/get-event.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { CheckInCodePanel } from '../components/check-in-code-panel.tsx'
import { CheckInList } from '../components/check-in-list.tsx'

/**
 * /events/:id/check-in (issue 17): the organiser's check-in screen, the rotating code and who checked
 * in. Anyone else who may see the event is told they cannot (the server's 403, in their language).
 */
export function CheckInPage() {
  const { t } = useTranslation('activity')
  const { t: te } = useTranslation('events')
  const id = Number(useParams().id)
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useEvent(id)
  const event = query.data
  useDocumentTitle(event ? t('checkIn.screenTitle', { title: event.title }) : t('checkIn.screen'))
  return (
    <>
      <PageHeader
        title={t('checkIn.screen')}
        leading={<BackButton label={t('detail.back')} fallback={valid ? `/events/${id}` : '/universities'} />}
      />
      <DetailState
        query={query}
        valid={valid}
        loading={te('loading')}
        notFound={
          <NotFoundState
            title={te('notFound.title')}
            body={te('notFound.body')}
            homeLabel={t('detail.toUniversities')}
            to="/universities"
          />
        }
        failed={te('loadFailed')}
      >
        {(event) => (
          <>
            <div className="px-4 pt-4">
              <h2 className="text-xl leading-tight font-bold break-words">{event.title}</h2>
              <p className="mt-1 text-[15px] text-slate-600 dark:text-slate-400">{t('checkIn.screenBody')}</p>
              <Link to={`/events/${event.id}`} className={`${buttonClass('link')} mt-1 inline-block`}>
                {t('checkIn.back')}
              </Link>
            </div>
            <CheckInCodePanel event={event} />
            {event.abilities.can_run_check_in && <CheckInList event={event} />}
          </>
        )}
      </DetailState>
    </>
  )
}
