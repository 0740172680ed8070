import type { ReactNode } from 'react'

/**
 * The sticky top of a screen: its heading, an optional leading control (a back button) and
 * whatever sticks with it (tabs).
 */
export function PageHeader({
  title,
  leading,
  children,
}: {
  title: string
  leading?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/85 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/85">
      <div className="flex min-h-14 items-center gap-3 px-4">
        {leading}
        <h1 className="truncate text-xl font-bold">{title}</h1>
      </div>
      {children}
    </header>
  )
}
