import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { ErrorState } from './list-states.tsx'
import { Spinner } from './spinner.tsx'

/** A 404 answer: the thing is missing or hidden from the viewer, which answers alike. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

/** The spinner a detail page shows while its item loads. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-brand-500">
      <Spinner className="size-8" label={label} />
    </div>
  )
}

/**
 * The states of a detail page's one item (spec 000 section 8): not found (an id that cannot be one,
 * or a 404), the item once there is one (a failed background refresh keeps it on screen), a failed
 * read with a retry, or loading. A failed read says `failed`, or with `serverReason` the server's
 * reason in the reader's language (`failed` when it gave none).
 */
export function DetailState<T>({
  query,
  valid = true,
  loading,
  notFound,
  failed,
  serverReason = false,
  afterError,
  children,
}: {
  query: UseQueryResult<T>
  /** False when the address cannot name an item (a malformed id): not found without asking. */
  valid?: boolean
  /** The spinner's label, or the placeholder to show instead of a spinner. */
  loading: string | ReactNode
  notFound: ReactNode
  failed: string
  serverReason?: boolean
  /** Under the error, e.g. a link to a place that does load. */
  afterError?: ReactNode
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation()
  if (!valid || isNotFound(query.error)) return <>{notFound}</>
  if (query.data !== undefined) return <>{children(query.data)}</>
  if (query.isError) {
    return (
      <>
        <ErrorState
          message={serverReason ? errorMessage(query.error, failed) : failed}
          retryLabel={t('ui.retry')}
          onRetry={() => void query.refetch()}
        />
        {afterError}
      </>
    )
  }
  return typeof loading === 'string' ? <PageSpinner label={loading} /> : loading
}
