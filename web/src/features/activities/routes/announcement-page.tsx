import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useAnnouncement } from '@/entities/activity/api/get-announcement.ts'
import { ActivityPageFrame } from '../components/activity-page-frame.tsx'

/** /academics/:id (spec 001 section 2): GET /academics/{id}, its comments and its controls. */
export function AnnouncementPage() {
  const { t } = useTranslation('academics')
  const id = Number(useParams().id)
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useAnnouncement(id)
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
