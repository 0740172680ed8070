import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useEvent } from '@/entities/activity/api/get-event.ts'
import { ActivityPageFrame } from '../components/activity-page-frame.tsx'

/** /events/:id (spec 001 section 2): GET /events/{id}, its comments and its controls. */
export function EventPage() {
  const { t } = useTranslation('events')
  const id = Number(useParams().id)
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useEvent(id)
  return (
    <ActivityPageFrame
      valid={valid}
      query={query}
      texts={{
        title: t('title'),
        loading: t('loading'),
        notFoundTitle: t('notFound.title'),
        notFoundBody: t('notFound.body'),
        loadFailed: t('loadFailed'),
      }}
    />
  )
}
