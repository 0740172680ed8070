import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { Availability } from '../hooks/use-availability.ts'

/** The line under an email or username field: spinner while checking, green or red with the message. */
export function AvailabilityStatusLine({ id, availability }: { id: string; availability: Availability }) {
  const { t } = useTranslation('auth')
  const { status, message } = availability
  return (
    <div id={id} aria-live="polite" data-status={status} className="min-h-6 text-sm">
      {status === 'checking' && (
        <span className="inline-flex items-center gap-2 text-slate-500 dark:text-slate-400">
          <Spinner className="size-4" />
          {t('checking')}
        </span>
      )}
      {status === 'available' && message && (
        <span className="inline-flex items-center gap-1.5 text-emerald-600 dark:text-emerald-400">
          <Icon name="check" className="size-4 shrink-0" />
          {message}
        </span>
      )}
      {status === 'unavailable' && message && (
        <span className="inline-flex items-center gap-1.5 text-red-600 dark:text-red-400">
          <Icon name="close" className="size-4 shrink-0" />
          {message}
        </span>
      )}
    </div>
  )
}
