import { useNavigate } from 'react-router'
import { Icon } from './icon.tsx'

/**
 * The round back arrow of a screen's header: back to where the reader came from, or to `fallback`
 * when the screen was opened directly (no earlier entry of this app in the history).
 */
export function BackButton({ label, fallback = '/home' }: { label: string; fallback?: string }) {
  const navigate = useNavigate()
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (idx > 0) navigate(-1)
    else navigate(fallback)
  }
  return (
    <button
      type="button"
      onClick={back}
      aria-label={label}
      title={label}
      className="-ml-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:hover:bg-slate-800"
    >
      <Icon name="back" className="size-5" />
    </button>
  )
}
