import type { ReactNode } from 'react'
import { Button } from './button.tsx'
import { Icon } from './icon.tsx'

/** Placeholder rows in the shape of a post (avatar, name line, text lines) while a list loads. */
export function ListSkeleton({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the rows are identical placeholders
          key={i}
          aria-hidden="true"
          className="flex gap-3 border-b border-slate-200 px-4 py-4 dark:border-slate-800"
        >
          <div className="size-10 shrink-0 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
          <div className="flex-1 space-y-2.5 pt-1">
            <div className="h-3.5 w-2/5 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
            <div className="h-3.5 w-full animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
            <div className="h-3.5 w-4/5 animate-pulse rounded-full bg-slate-200 dark:bg-slate-800" />
            {i % 2 === 0 && (
              <div className="mt-3 h-40 w-full animate-pulse rounded-2xl bg-slate-200 dark:bg-slate-800" />
            )}
          </div>
        </div>
      ))}
    </div>
  )
}

/** A list with nothing in it: a heading and an optional line under it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="px-8 py-16 text-center">
      <p className="text-xl font-bold text-slate-900 dark:text-slate-100">{title}</p>
      {children && (
        <p className="mx-auto mt-2 max-w-sm text-balance text-slate-500 dark:text-slate-400">{children}</p>
      )}
    </div>
  )
}

/** A list that failed to load, with a button that tries again. */
export function ErrorState({
  message,
  retryLabel,
  onRetry,
  compact = false,
}: {
  message: string
  retryLabel: string
  onRetry: () => void
  compact?: boolean
}) {
  return (
    <div
      role="alert"
      className={`flex flex-col items-center text-center ${compact ? 'px-4 py-6' : 'px-8 py-16'}`}
    >
      <Icon name="alert" className="size-8 text-slate-400 dark:text-slate-500" />
      <p className="mt-3 font-semibold text-slate-900 dark:text-slate-100">{message}</p>
      <Button variant="secondary" className="mt-4 px-4 py-2 text-sm" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  )
}
