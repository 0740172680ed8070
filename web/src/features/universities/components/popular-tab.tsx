import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { usePopularUniversities } from '../api/get-popular-universities.ts'
import { UniversityLinkRow } from './university-link-row.tsx'

/** popular (spec 000 section 2): the 10 universities with the most members, ranked. */
export function PopularTab() {
  const { t } = useTranslation('universities')
  const popular = usePopularUniversities()
  if (popular.isPending) return <ListSkeleton label={t('tabs.popular')} rows={4} />
  if (popular.isError) {
    return (
      <ErrorState
        message={errorMessage(popular.error, t('errors.popular'))}
        retryLabel={t('retry')}
        onRetry={() => void popular.refetch()}
      />
    )
  }
  if (popular.data.length === 0) return <EmptyState title={t('empty')} />
  return (
    <ol aria-label={t('tabs.popular')}>
      {popular.data.map((university, i) => (
        <li key={university.id}>
          <UniversityLinkRow
            id={university.id}
            name={university.name}
            avatarUrl={university.avatar_url}
            leading={
              <span className="w-6 shrink-0 text-center text-lg font-bold text-slate-600 tabular-nums dark:text-slate-400">
                {i + 1}
              </span>
            }
            detail={t('members', countOptions(university.members))}
          />
        </li>
      ))}
    </ol>
  )
}
