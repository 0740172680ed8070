import { TIMINGS } from '@agora/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ThemeToggle } from '@/components/ui/theme-toggle.tsx'

/** The frame of the sign-in screen: the product mark, the theme toggle top right, one centred column. */
export function AuthShell({ children }: { children: ReactNode }) {
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
        <div className="w-full max-w-md">{children}</div>
      </main>
    </div>
  )
}

/** The card around one step; keyed by the step so each change replays the 300 ms entrance. */
export function StepCard({ stepKey, children }: { stepKey: string; children: ReactNode }) {
  return (
    <section
      key={stepKey}
      style={{ transitionDuration: `${TIMINGS.stepTransitionMs}ms` }}
      className="rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-sm transition ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none"
    >
      {children}
    </section>
  )
}
