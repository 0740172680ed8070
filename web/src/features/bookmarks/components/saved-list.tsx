import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { EmptyState, ListSkeleton } from '@/components/ui/list-states.tsx'

/** Spec 001 section 8: the empty bookmarks add a Turkish sentence, in both languages. */
export const SAVED_HERE_TR = 'Kaydettiğin içerikler burada görünecek.'

/**
 * One tab of Bookmarks in its states (spec 001 sections 2 and 8): loading, a failure as a translated
 * error banner with a retry, empty (the translated message and the Turkish sentence), or its items.
 * `shown` says which items are listed: the others (just unsaved, waiting for Undo) stay mounted,
 * hidden, and the tab reads empty when none is left.
 */
export function SavedList<T>({
  query,
  label,
  empty,
  shown,
  children,
}: {
  query: UseQueryResult<T[]>
  label: string
  empty: string
  shown: (item: T) => boolean
  children: (items: T[]) => ReactNode
}) {
  const { t } = useTranslation('bookmarks')
  if (query.isPending) return <ListSkeleton label={label} rows={3} />
  if (query.isError) {
    return (
      <div className="p-4">
        <Alert tone="error">
          <p>{t('loadFailed')}</p>
          <Button variant="link" className="mt-1" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      </div>
    )
  }
  const none = !query.data.some(shown)
  return (
    <>
      {none && (
        <EmptyState title={empty}>
          <span lang="tr">{SAVED_HERE_TR}</span>
        </EmptyState>
      )}
      <ul aria-label={label} hidden={none}>
        {children(query.data)}
      </ul>
    </>
  )
}
