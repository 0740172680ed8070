import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { ErrorState } from '@/components/ui/list-states.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useCommunity } from '../api/get-community.ts'
import { CommunityView } from '../components/community-view.tsx'

/** /communities/:id (spec 001 section 2): a back link to /communities, the header and the tabs. */
export function CommunityPage() {
  const { t } = useTranslation('community')
  const id = Number(useParams().id)
  const valid = Number.isSafeInteger(id) && id > 0
  const query = useCommunity(valid ? id : 0)
  useDocumentTitle(query.data?.name ?? t('title'))

  let body: React.ReactNode
  if (!valid || (query.error instanceof ApiError && query.error.status === 404)) {
    body = (
      <NotFoundState
        title={t('notFound.title')}
        body={t('notFound.body')}
        homeLabel={t('notFound.to')}
        to="/communities"
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
      <ErrorState
        message={errorMessage(query.error, t('errors.load'))}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
      />
    )
  } else {
    body = <CommunityView community={query.data} />
  }

  return (
    <>
      <PageHeader
        title={query.data?.name ?? t('title')}
        leading={<BackButton label={t('back')} fallback="/communities" />}
      />
      {body}
    </>
  )
}
