import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { BackButton } from '@/components/ui/back-button.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { DetailState } from '@/components/ui/detail-state.tsx'
import { NotFoundState } from '@/components/ui/not-found-state.tsx'
import { PageHeader } from '@/components/ui/page-header.tsx'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useUniversity } from '../api/get-university.ts'
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

  return (
    <>
      <PageHeader
        title={query.data?.name ?? t('title')}
        leading={<BackButton label={t('back')} fallback="/universities" />}
      />
      <DetailState
        query={query}
        valid={valid}
        loading={t('loading')}
        notFound={
          <NotFoundState
            title={t('notFound.title')}
            body={t('notFound.body')}
            homeLabel={t('toUniversities')}
            to="/universities"
          />
        }
        failed={t('errors.university')}
        serverReason
        afterError={
          <p className="text-center">
            <Link to="/universities" className={buttonClass('link')}>
              {t('toUniversities')}
            </Link>
          </p>
        }
      >
        {(university) => <UniversityView university={university} />}
      </DetailState>
    </>
  )
}
