import type { ReactNode } from 'react'
import { PublicShell } from '@/components/ui/public-shell.tsx'

/** The frame of the verification screens: the public frame around one card. */
export function VerificationShell({ children }: { children: ReactNode }) {
  return (
    <PublicShell>
      <section className="rounded-3xl border border-slate-200 bg-slate-50 p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none">
        {children}
      </section>
    </PublicShell>
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
