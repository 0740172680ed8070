import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { hasNoUniversity, useMyUniversity } from '../api/get-my-university.ts'
import { UniversityView } from './university-view.tsx'

/** my-university (spec 000 section 2): the viewer's university, or whom to ask when none is assigned. */
export function MyUniversityTab() {
  const { t } = useTranslation('universities')
  const mine = useMyUniversity()
  if (mine.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-500">
        <Spinner className="size-8" label={t('loading')} />
      </div>
    )
  }
  if (mine.isError) {
    if (hasNoUniversity(mine.error)) {
      return <EmptyState title={t('noUniversity.title')}>{t('noUniversity.body')}</EmptyState>
    }
    return (
      <ErrorState
        message={errorMessage(mine.error, t('errors.mine'))}
        retryLabel={t('retry')}
        onRetry={() => void mine.refetch()}
      />
    )
  }
  return <UniversityView university={mine.data} />
}
