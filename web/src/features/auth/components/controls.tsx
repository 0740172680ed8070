import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner.tsx'

const FOCUS_RING =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-slate-50 dark:focus-visible:ring-offset-slate-900'

export function PrimaryButton({
  children,
  disabled,
  busy = false,
}: {
  children: ReactNode
  disabled?: boolean
  busy?: boolean
}) {
  return (
    <button
      type="submit"
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-5 py-3 font-semibold text-white transition hover:bg-brand-600 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-brand-500 ${FOCUS_RING}`}
    >
      {busy && <Spinner className="size-4" />}
      {children}
    </button>
  )
}

export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={`rounded-md text-sm font-semibold text-brand-600 hover:underline dark:text-brand-400 ${FOCUS_RING}`}
    >
      {children}
    </button>
  )
}

export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('auth')
  return (
    <button
      type="button"
      onClick={onClick}
      className={`-ml-2 inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-medium text-slate-500 transition hover:bg-slate-200/60 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100 ${FOCUS_RING}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path d="M15 18l-6-6 6-6" />
      </svg>
      {t('links.back')}
    </button>
  )
}

/** Back link, optional step counter, title and subtitle at the top of a step. */
export function StepHeader({
  title,
  subtitle,
  onBack,
  counter,
}: {
  title: string
  subtitle?: string
  onBack?: () => void
  counter?: string
}) {
  return (
    <div className="mb-6">
      {(onBack || counter) && (
        <div className="mb-4 flex items-center justify-between">
          {onBack ? <BackButton onClick={onBack} /> : <span />}
          {counter && (
            <span className="text-xs font-medium tracking-wide text-slate-500 uppercase dark:text-slate-400">
              {counter}
            </span>
          )}
        </div>
      )}
      <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
      {subtitle && <p className="mt-1 text-slate-500 dark:text-slate-400">{subtitle}</p>}
    </div>
  )
}

/** A failed call's message, red, announced to screen readers. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null
  return (
    <p
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300"
    >
      {message}
    </p>
  )
}
