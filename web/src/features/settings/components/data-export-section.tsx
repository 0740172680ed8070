import type { DataExport } from '@agora/contract'
import { EXPORT_LIMITS } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { formatFullDateTime } from '@/lib/format.ts'
import { useDownloadDataExport } from '../api/download-data-export.ts'
import { useDataExport } from '../api/get-data-export.ts'
import { useRequestDataExport } from '../api/request-data-export.ts'
import { SectionLoading } from './settings-parts.tsx'

/**
 * Settings > Account > Download your data (issue 16): ask for a ZIP of everything on the account, see
 * it being prepared, then download it until it expires. The server says whether a new request is
 * accepted (one at a time, one a day); the section only shows it.
 */
export function DataExportSection() {
  const { t } = useTranslation('security')
  const state = useDataExport()
  const request = useRequestDataExport()
  const download = useDownloadDataExport()

  if (state.isPending) return <SectionLoading />
  if (state.isError)
    return <Alert tone="error">{errorMessage(state.error, t('dataExport.loadFailed'))}</Alert>
  const { export: current, can_request, next_request_at } = state.data
  const failure = request.error ?? download.error

  return (
    <div className="space-y-5">
      <p className="text-slate-600 dark:text-slate-300">
        {t('dataExport.description', { days: EXPORT_LIMITS.keepDays })}
      </p>
      {current && <ExportStatus current={current} busy={download.isPending} onDownload={download.mutate} />}
      {failure && <Alert tone="error">{errorMessage(failure, t('dataExport.failed'))}</Alert>}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant={current?.status === 'ready' ? 'secondary' : 'primary'}
          busy={request.isPending}
          disabled={!can_request}
          onClick={() => {
            download.reset()
            request.mutate()
          }}
        >
          {current ? t('dataExport.requestNew') : t('dataExport.request')}
        </Button>
        {!can_request && next_request_at && (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {t('dataExport.nextRequest', { date: formatFullDateTime(next_request_at) })}
          </p>
        )}
      </div>
    </div>
  )
}

function ExportStatus({
  current,
  busy,
  onDownload,
}: {
  current: DataExport
  busy: boolean
  onDownload: (id: number) => void
}) {
  const { t } = useTranslation('security')
  const box = 'rounded-2xl border border-slate-200 p-4 dark:border-slate-800'
  if (current.status === 'pending') {
    return (
      <div className={`${box} flex items-start gap-3`} role="status">
        <Spinner className="mt-0.5 size-5 shrink-0 text-brand-500" />
        <div>
          <p className="font-semibold">{t('dataExport.preparing')}</p>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('dataExport.preparingHint')}</p>
        </div>
      </div>
    )
  }
  if (current.status === 'failed') return <Alert tone="error">{t('dataExport.prepareFailed')}</Alert>
  return (
    <div className={`${box} space-y-3`}>
      <p className="flex items-center gap-2 font-semibold">
        <Icon name="check" className="size-5 text-emerald-500" />
        {t('dataExport.ready')}
      </p>
      {current.expires_at && (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('dataExport.expires', { date: formatFullDateTime(current.expires_at) })}
        </p>
      )}
      <Button busy={busy} onClick={() => onDownload(current.id)}>
        {t('dataExport.download')}
      </Button>
    </div>
  )
}
