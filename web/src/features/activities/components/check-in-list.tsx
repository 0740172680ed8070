import type { Event } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { ErrorState } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { formatFullDateTime } from '@/lib/format.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { saveFile } from '@/lib/save-file.ts'
import { useCheckIns } from '../api/get-check-ins.ts'
import { getCheckInsCsv } from '../api/get-check-ins-csv.ts'

/** Who checked in (issue 17), first first, with the CSV download of the whole list. */
export function CheckInList({ event }: { event: Event }) {
  const { t } = useTranslation('activity')
  const query = useCheckIns(event.id)
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const items = query.data?.pages.flatMap((p) => p.items) ?? []

  const download = async () => {
    try {
      // A byte-order mark, so that spreadsheet apps read the names' Turkish letters as UTF-8.
      saveFile(`\uFEFF${await getCheckInsCsv(event.id)}`, `event-${event.id}-check-ins.csv`, 'text/csv')
      setDownloadError(null)
    } catch (err) {
      setDownloadError(errorMessage(err, t('checkIn.downloadFailed')))
    }
  }

  return (
    <section aria-labelledby="check-in-list" className="border-t border-slate-200 dark:border-slate-800">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <h2 id="check-in-list" className="text-lg font-bold">
          {t('checkIn.list')}
        </h2>
        <Button
          variant="secondary"
          className="inline-flex items-center gap-1.5"
          onClick={() => void download()}
        >
          <Icon name="download" className="size-4" />
          {t('checkIn.downloadCsv')}
        </Button>
      </div>
      {downloadError && (
        <p role="alert" className="px-4 pb-2 text-sm text-red-600 dark:text-red-400">
          {downloadError}
        </p>
      )}
      {query.isPending ? (
        <div className="flex justify-center py-8 text-brand-500">
          <Spinner className="size-6" label={t('checkIn.list')} />
        </div>
      ) : query.isError ? (
        <ErrorState
          compact
          message={errorMessage(query.error, t('checkIn.failed'))}
          retryLabel={t('detail.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="px-4 pb-6 text-[15px] text-slate-600 dark:text-slate-400">{t('checkIn.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((c) => (
            <li key={c.user_id} className="flex items-center gap-3 px-4 py-2.5">
              <Avatar src={mediaUrl(c.avatar_url)} name={c.full_name || c.username} size="sm" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold">{c.full_name || c.username}</p>
                <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                  @{c.username} ·{' '}
                  <time dateTime={c.checked_in_at}>{formatFullDateTime(c.checked_in_at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="flex justify-center py-3">
          <Button
            variant="secondary"
            busy={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('checkIn.loadMore')}
          </Button>
        </div>
      )}
    </section>
  )
}
