import type { ReactNode } from 'react'
import { PublicCard } from '@/components/ui/public-card.tsx'
import { PublicShell } from '@/components/ui/public-shell.tsx'

/** The frame of the verification screens: the public frame around one card. */
export function VerificationShell({ children }: { children: ReactNode }) {
  return (
    <PublicShell>
      <PublicCard className="text-center">{children}</PublicCard>
    </PublicShell>
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
