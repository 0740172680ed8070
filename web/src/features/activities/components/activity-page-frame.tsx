import type { UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { DetailState } from '@/components/ui/detail-state.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import type { Activity } from '@/entities/activity/lib/paths.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { ActivityDetail } from './activity-detail.tsx'

export interface FrameTexts {
  title: string
  loading: string
  notFoundTitle: string
  notFoundBody: string
  loadFailed: string
}

/**
 * The frame of an event's or announcement's page: the header with a back button, and the states
 * (spec 001 section 8): loading, not found, and a failed read, each with a way to /universities.
 */
export function ActivityPageFrame({
  valid,
  query,
  texts,
}: {
  valid: boolean
  query: UseQueryResult<Activity>
  texts: FrameTexts
}) {
  const { t } = useTranslation('activity')
  useDocumentTitle(query.data?.title ?? texts.title)
  return (
    <>
      <PageHeader
        title={texts.title}
        leading={<BackButton label={t('detail.back')} fallback="/universities" />}
      />
      <DetailState
        query={query}
        valid={valid}
        loading={texts.loading}
        notFound={
          <NotFoundState
            title={texts.notFoundTitle}
            body={texts.notFoundBody}
            homeLabel={t('detail.toUniversities')}
            to="/universities"
          />
        }
        failed={texts.loadFailed}
        afterError={
          <p className="text-center">
            <Link to="/universities" className={buttonClass('link')}>
              {t('detail.toUniversities')}
            </Link>
          </p>
        }
      >
        {(item) => <ActivityDetail item={item} />}
      </DetailState>
    </>
  )
}
