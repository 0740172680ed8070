import type { ReactNode } from 'react'

/** The card that holds a public screen's one task (verification, a forgotten password), in PublicShell. */
export function PublicCard({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section
      className={`rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none ${className}`}
    >
      {children}
    </section>
  )
}
