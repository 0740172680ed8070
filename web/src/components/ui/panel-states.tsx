import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage } from '@/lib/api-client.ts'
import { EmptyState, ErrorState, ListSkeleton } from './list-states.tsx'

/**
 * A list of a page's tab (a university's, a community's) in its states: loading, failed (the
 * server's reason, else the fallback of spec 000 section 8, with a retry), empty, or its rows.
 */
export function PanelStates<T>({
  query,
  label,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>
  label: string
  failed: string
  empty: string
  children: (items: T[]) => ReactNode
}) {
  const { t } = useTranslation()
  if (query.isPending) return <ListSkeleton label={label} rows={3} />
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, failed)}
        retryLabel={t('ui.retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  if (query.data.length === 0) return <EmptyState title={empty} />
  return <>{children(query.data)}</>
}
