import type { ReactNode } from 'react'

/** A titled block of the right side panel (trending topics, upcoming events). */
export function PanelCard({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-950"
    >
      <h2 id={id} className="px-4 pt-3 pb-2 text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** The classes of a row link inside a PanelCard. */
export const PANEL_ROW =
  'block px-4 py-2.5 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none focus-visible:ring-inset dark:hover:bg-slate-900/60 dark:focus-visible:bg-slate-900/60'

/** A quiet line inside a PanelCard: loading, nothing to show, or a failed read. */
export function PanelNote({ children, role }: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p role={role} className="px-4 pb-3 text-sm text-slate-600 dark:text-slate-400">
      {children}
    </p>
  )
}
