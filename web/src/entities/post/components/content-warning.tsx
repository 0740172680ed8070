import { type ReactNode, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'

/**
 * A post's content warning (issue 16, Mastodon's CW): the warning and a Show content / Hide button;
 * the text and media are not in the page until the reader opens them, so nothing leaks to a screen
 * reader, a search in the page or an image request. Without a warning it renders its children.
 */
export function WarningGate({
  warning,
  compact = false,
  children,
}: {
  warning: string | null
  compact?: boolean
  children: ReactNode
}) {
  const { t } = useTranslation('post')
  const [open, setOpen] = useState(false)
  const id = useId()
  if (!warning) return <>{children}</>
  return (
    <>
      <div
        className={`flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-100 ${compact ? 'mt-1 px-2.5 py-1.5 text-sm' : 'mt-1 px-3 py-2 text-[15px]'}`}
      >
        <Icon name="warning" className="size-4 shrink-0" />
        <p id={id} className="min-w-0 flex-1 font-medium break-words">
          <span className="sr-only">{t('warning.label')}: </span>
          {warning}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-describedby={id}
          onClick={(e) => {
            // Inside an embed that is one link: the button opens the content, not the post.
            e.preventDefault()
            e.stopPropagation()
            setOpen(!open)
          }}
          className="shrink-0 rounded-full bg-amber-900/10 px-3 py-1 text-sm font-semibold whitespace-nowrap transition hover:bg-amber-900/20 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-amber-100/10 dark:hover:bg-amber-100/20"
        >
          {open ? t('warning.hide') : t('warning.show')}
        </button>
      </div>
      {open && <div className="mt-2">{children}</div>}
    </>
  )
}
