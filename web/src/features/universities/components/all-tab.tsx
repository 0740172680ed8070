import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { formatPlace } from '@/lib/place.ts'
import { UNIVERSITIES_PAGE_SIZE, useUniversities } from '../api/get-universities.ts'
import { UniversityLinkRow } from './university-link-row.tsx'

/**
 * all (spec 000 sections 2 and 4): every university, 20 a page from page 1, with pagination controls
 * when the total (x-total-count) passes 20.
 */
export function AllTab({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('universities')
  const list = useUniversities(page)
  if (list.isPending) return <ListSkeleton label={t('tabs.all')} rows={4} />
  if (list.isError) {
    return (
      <ErrorState
        message={errorMessage(list.error, t('errors.all'))}
        retryLabel={t('retry')}
        onRetry={() => void list.refetch()}
      />
    )
  }
  const { universities, total } = list.data
  const pages = Math.max(1, Math.ceil(total / UNIVERSITIES_PAGE_SIZE))
  if (universities.length === 0 && page === 1) return <EmptyState title={t('empty')} />
  return (
    <>
      <ul aria-label={t('tabs.all')} aria-busy={list.isPlaceholderData || undefined}>
        {universities.map((university) => (
          <li key={university.id}>
            <UniversityLinkRow
              id={university.id}
              name={university.name}
              avatarUrl={university.avatar_url}
              detail={[
                formatPlace(university.location, university.city),
                t('members', countOptions(university.members)),
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </li>
        ))}
      </ul>
      {total > UNIVERSITIES_PAGE_SIZE && (
        <nav aria-label={t('pagination.label')} className="flex items-center justify-between gap-3 px-4 py-4">
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
          >
            {t('pagination.previous')}
          </Button>
          <span aria-current="page" className="text-sm text-slate-600 dark:text-slate-400">
            {t('pagination.page', { page, pages })}
          </span>
          <Button
            variant="secondary"
            className="px-4 py-2 text-sm"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            {t('pagination.next')}
          </Button>
        </nav>
      )}
    </>
  )
}
