import { TIMINGS } from '@agora/contract'
import { type ReactNode, useEffect, useRef } from 'react'
import { PublicShell } from '@/components/ui/public-shell.tsx'

/** The frame of the sign-in screen (spec 000 section 2: theme toggle top right). */
export function AuthShell({ children }: { children: ReactNode }) {
  return <PublicShell>{children}</PublicShell>
}

/**
 * The card around one step; keyed by the step so each change plays the 300 ms entrance. The step the
 * page opens on shows at once: the entrance is for moving between steps, not for the first paint.
 */
export function StepCard({ stepKey, children }: { stepKey: string; children: ReactNode }) {
  const shown = useRef(false)
  useEffect(() => {
    shown.current = true
  }, [])
  const entrance = !shown.current
    ? ''
    : 'transition ease-out starting:translate-y-3 starting:opacity-0 motion-reduce:transition-none'
  return (
    <section
      key={stepKey}
      style={{ transitionDuration: `${TIMINGS.stepTransitionMs}ms` }}
      className={`rounded-3xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none ${entrance}`}
    >
      {children}
    </section>
  )
}
