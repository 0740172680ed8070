import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { CopyLinkButton } from '@/components/ui/copy-link-button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useCalendarAddress } from '../api/get-calendar-address.ts'
import { useResetCalendarAddress } from '../api/reset-calendar-address.ts'

/**
 * The personal calendar feed: the events one attends and one's university's announcement dates, as an
 * address any calendar app subscribes to. Copy it; reset it when it leaked (the old one stops at once).
 */
export function CalendarSection() {
  const { t } = useTranslation('settings')
  const address = useCalendarAddress()
  const reset = useResetCalendarAddress()
  const [confirming, setConfirming] = useState(false)

  if (address.isPending) return <Spinner label={t('calendar.loading')} />
  if (address.isError)
    return <Alert tone="error">{errorMessage(address.error, t('calendar.loadFailed'))}</Alert>

  return (
    <div className="flex flex-col gap-4">
      <p className="text-slate-600 dark:text-slate-300">{t('calendar.description')}</p>
      <div className="flex items-center gap-2">
        <input
          readOnly
          value={address.data.url}
          aria-label={t('calendar.address')}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        <CopyLinkButton
          text={address.data.url}
          label={t('calendar.copy')}
          copiedLabel={t('calendar.copied')}
          failedLabel={t('calendar.copyFailed')}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('calendar.private')}</p>
      {reset.isError && <Alert tone="error">{errorMessage(reset.error, t('calendar.resetFailed'))}</Alert>}
      {reset.isSuccess && <Alert tone="success">{t('calendar.resetDone')}</Alert>}
      <div>
        <Button variant="secondary" busy={reset.isPending} onClick={() => setConfirming(true)}>
          {t('calendar.reset')}
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('calendar.resetTitle')}
          message={t('calendar.resetBody')}
          confirmLabel={t('calendar.reset')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            reset.mutate()
          }}
        />
      )}
    </div>
  )
}
