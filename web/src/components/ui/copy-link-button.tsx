import { useEffect, useRef, useState } from 'react'
import { Icon } from './icon.tsx'

/** Spec 001 section 9: the copied tooltip shows for 2 s. */
export const COPIED_FOR_MS = 2000

/**
 * Share: copies the page's address to the clipboard and says so in a small bubble over the button
 * for 2 seconds (spec 001 section 2), announced to screen readers. A refused copy says that instead.
 */
export function CopyLinkButton({
  label,
  copiedLabel,
  failedLabel,
  text,
  className = '',
}: {
  label: string
  /** What to copy; the page's own address when not given. */
  text?: string
  copiedLabel: string
  failedLabel: string
  className?: string
}) {
  const [note, setNote] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])

  const copy = async () => {
    let said = copiedLabel
    try {
      await navigator.clipboard.writeText(text ?? window.location.href)
    } catch {
      said = failedLabel
    }
    setNote(said)
    clearTimeout(timer.current ?? undefined)
    timer.current = setTimeout(() => setNote(null), COPIED_FOR_MS)
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={label}
        title={label}
        className={`inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition hover:bg-brand-500/10 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-slate-400 dark:hover:text-brand-400 ${className}`}
      >
        <Icon name="share" className="size-[1.15rem]" />
      </button>
      <span
        role="status"
        className={
          note
            ? 'absolute bottom-full left-1/2 mb-1 -translate-x-1/2 rounded-md bg-slate-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow dark:bg-slate-100 dark:text-slate-900'
            : 'sr-only'
        }
      >
        {note}
      </span>
    </span>
  )
}
