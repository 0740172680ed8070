import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { ErrorState } from '@/components/ui/list-states.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { isMissing, useUniversity } from '../api/get-university.ts'
import { UniversityView } from '../components/university-view.tsx'

/**
 * /universities/:id (spec 000 section 2): a back button, the banner and the tabs posts, events,
 * announcements and members; a failure says so with a link to /universities.
 */
export function UniversityPage() {
  const { t } = useTranslation('university')
  const id = Number(useParams().id)
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useUniversity(id)
  useDocumentTitle(query.data?.name ?? t('title'))

  let body: React.ReactNode
  if (!valid || isMissing(query.error)) {
    body = (
      <NotFoundState
        title={t('notFound.title')}
        body={t('notFound.body')}
        homeLabel={t('toUniversities')}
        to="/universities"
      />
    )
  } else if (query.isPending) {
    body = (
      <div className="flex justify-center py-16 text-brand-500">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    )
  } else if (query.isError) {
    body = (
      <>
        <ErrorState
          message={errorMessage(query.error, t('errors.university'))}
          retryLabel={t('retry')}
          onRetry={() => void query.refetch()}
        />
        <p className="text-center">
          <Link to="/universities" className={buttonClass('link')}>
            {t('toUniversities')}
          </Link>
        </p>
      </>
    )
  } else {
    body = <UniversityView university={query.data} />
  }

  return (
    <>
      <PageHeader
        title={query.data?.name ?? t('title')}
        leading={<BackButton label={t('back')} fallback="/universities" />}
      />
      {body}
    </>
  )
}
