import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { DetailState } from '@/components/ui/detail-state.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
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

  return (
    <>
      <PageHeader
        title={query.data?.name ?? t('title')}
        leading={<BackButton label={t('back')} fallback="/communities" />}
      />
      <DetailState
        query={query}
        valid={valid}
        loading={t('loading')}
        notFound={
          <NotFoundState
            title={t('notFound.title')}
            body={t('notFound.body')}
            homeLabel={t('notFound.to')}
            to="/communities"
          />
        }
        failed={t('errors.load')}
        serverReason
      >
        {(community) => <CommunityView community={community} />}
      </DetailState>
    </>
  )
}
