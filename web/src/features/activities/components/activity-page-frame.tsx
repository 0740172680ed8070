import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/list-states.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { Activity } from '@/entities/activity/lib/paths.ts'
import { ApiError } from '@/lib/api-client.ts'
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
  let body: ReactNode
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <NotFoundState
        title={texts.notFoundTitle}
        body={texts.notFoundBody}
        homeLabel={t('detail.toUniversities')}
        to="/universities"
      />
    )
  } else if (query.isPending) {
    body = (
      <div className="flex justify-center py-16 text-brand-500">
        <Spinner className="size-8" label={texts.loading} />
      </div>
    )
  } else if (query.isError) {
    body = (
      <>
        <ErrorState
          message={texts.loadFailed}
          retryLabel={t('detail.retry')}
          onRetry={() => void query.refetch()}
        />
        <p className="text-center">
          <Link to="/universities" className={buttonClass('link')}>
            {t('detail.toUniversities')}
          </Link>
        </p>
      </>
    )
  } else {
    body = <ActivityDetail item={query.data} />
  }
  return (
    <>
      <PageHeader
        title={texts.title}
        leading={<BackButton label={t('detail.back')} fallback="/universities" />}
      />
      {body}
    </>
  )
}
