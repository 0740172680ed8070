import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx'

/** The frame of the verification screens: the product mark, the theme toggle top right, one card. */
export function VerificationShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6 sm:py-4">
        <span className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-xl bg-brand-500 text-base font-black text-white"
          >
            A
          </span>
          {t('appName')}
        </span>
        <ThemeToggle />
      </header>
      <main className="flex flex-1 justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <section className="w-full max-w-md rounded-3xl border border-slate-200 bg-slate-50 p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
          {children}
        </section>
      </main>
    </div>
  )
}

const ICON_TONES = {
  brand: 'bg-brand-500/10 text-brand-500',
  success: 'bg-emerald-500/10 text-emerald-600 dark:text-emerald-400',
  error: 'bg-red-500/10 text-red-600 dark:text-red-400',
} as const

const ICON_PATHS = {
  mail: 'M4 6h16v12H4zM4 7l8 6 8-6',
  check: 'M5 13l4 4L19 7',
  cross: 'M6 6l12 12M18 6L6 18',
} as const

export function StatusIcon({ icon, tone }: { icon: keyof typeof ICON_PATHS; tone: keyof typeof ICON_TONES }) {
  return (
    <span className={`mx-auto flex size-16 items-center justify-center rounded-full ${ICON_TONES[tone]}`}>
      <svg
        viewBox="0 0 24 24"
        className="size-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d={ICON_PATHS[icon]} />
      </svg>
    </span>
  )
}

/** A call's outcome: successes green, errors red (spec 001 section 8). */
export function Feedback({ feedback }: { feedback: { tone: 'success' | 'error'; text: string } | null }) {
  if (!feedback) return null
  const tone =
    feedback.tone === 'success'
      ? 'border-emerald-200 bg-emerald-50 text-emerald-700 dark:border-emerald-900/60 dark:bg-emerald-950/40 dark:text-emerald-300'
      : 'border-red-200 bg-red-50 text-red-700 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-300'
  return (
    <p
      role={feedback.tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl border px-4 py-3 text-sm ${tone}`}
    >
      {feedback.text}
    </p>
  )
}
