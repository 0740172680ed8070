import type { Event } from '@agora/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '@/components/ui/list-states.tsx'
import { QrCode } from '@/components/ui/qr-code.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { countOptions } from '@/lib/count-label.ts'
import { formatCount } from '@/lib/format.ts'
import { useCheckInCode } from '../api/get-check-in-code.ts'

/** Whole seconds left until `iso`, ticking every second. */
function useSecondsLeft(iso: string | undefined): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [])
  return iso ? Math.max(0, Math.ceil((Date.parse(iso) - now) / 1000)) : 0
}

/**
 * The organiser's rotating code (issue 17): the digits large, a QR code of the event's page with the
 * code (a phone's camera opens the check-in prefilled), the seconds until the next code, and how many
 * attendees checked in. The code is read again when it expires.
 */
export function CheckInCodePanel({ event }: { event: Event }) {
  const { t } = useTranslation('activity')
  const query = useCheckInCode(event.id)
  const left = useSecondsLeft(query.data?.expires_at)
  if (query.isPending) {
    return (
      <div className="flex justify-center py-16 text-brand-500">
        <Spinner className="size-8" label={t('checkIn.currentCode')} />
      </div>
    )
  }
  if (query.isError) {
    return (
      <ErrorState
        message={errorMessage(query.error, t('checkIn.failed'))}
        retryLabel={t('detail.retry')}
        onRetry={() => void query.refetch()}
      />
    )
  }
  const { code, period, checked_in_count, attendees_count } = query.data
  const link = `${window.location.origin}/events/${event.id}?checkin=${code}`
  return (
    <section
      aria-labelledby="check-in-code"
      className="flex flex-col items-center gap-5 px-4 py-6 md:flex-row md:items-center md:justify-center md:gap-10"
    >
      <QrCode
        text={link}
        label={t('checkIn.qrLabel', { title: event.title })}
        failedText={link}
        className="size-56 md:size-64"
      />
      <div className="flex flex-col items-center gap-3 md:items-start">
        <h2 id="check-in-code" className="text-sm font-semibold text-slate-600 dark:text-slate-400">
          {t('checkIn.currentCode')}
        </h2>
        <p
          className="font-mono text-5xl font-bold tracking-[0.2em] text-slate-900 tabular-nums md:text-6xl dark:text-slate-50"
          aria-live="polite"
          data-testid="check-in-code"
        >
          {code}
        </p>
        <div className="w-56 md:w-64">
          <div className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
            <div
              className="h-full rounded-full bg-brand-500 transition-[width] duration-1000 ease-linear"
              style={{ width: `${Math.min(100, (left / period) * 100)}%` }}
            />
          </div>
          <p className="mt-1.5 text-sm text-slate-600 tabular-nums dark:text-slate-400">
            {t('checkIn.expiresIn', { count: left })}
          </p>
        </div>
        <p className="text-[15px] font-medium text-slate-900 dark:text-slate-100">
          {t('checkIn.progress', {
            ...countOptions(attendees_count),
            checkedIn: formatCount(checked_in_count),
          })}
        </p>
      </div>
    </section>
  )
}
