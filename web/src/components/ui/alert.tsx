import type { ReactNode } from 'react'
import { Icon } from './icon.tsx'

const TONES = {
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-300',
  error: 'border-red-200 bg-red-50 text-red-800 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-300',
} as const

/**
 * A coloured message box. Success is a polite status, an error an alert; with onDismiss it gets a
 * close button named by dismissLabel.
 */
export function Alert({
  tone,
  children,
  onDismiss,
  dismissLabel,
  className = '',
}: {
  tone: keyof typeof TONES
  children: ReactNode
  onDismiss?: () => void
  dismissLabel?: string
  className?: string
}) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${TONES[tone]} ${className}`}
    >
      <Icon name={tone === 'error' ? 'alert' : 'check'} className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 break-words">{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          aria-label={dismissLabel}
          className="-m-1 rounded-full p-1 transition hover:bg-black/5 focus-visible:ring-2 focus-visible:ring-current focus-visible:outline-none dark:hover:bg-white/10"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  )
}
