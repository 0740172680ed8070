import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'

export const WIDGET_ICON_BUTTON =
  'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-700 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800'

/** The open panel's top: what it shows, then expand or collapse and close (the chat view adds its own). */
export function WidgetHeader({
  title,
  before,
  after,
  expanded,
  onToggleSize,
  onClose,
}: {
  title: ReactNode
  before?: ReactNode
  after?: ReactNode
  expanded: boolean
  onToggleSize: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('floatingMessages')
  return (
    <div className="flex h-12 shrink-0 items-center gap-1 border-b border-slate-200 px-2 dark:border-slate-800">
      {before}
      <h2 className="min-w-0 flex-1 truncate px-1 text-[17px] font-bold">{title}</h2>
      {after}
      <button
        type="button"
        onClick={onToggleSize}
        aria-label={expanded ? t('collapse') : t('expand')}
        title={expanded ? t('collapse') : t('expand')}
        className={WIDGET_ICON_BUTTON}
      >
        <Icon name={expanded ? 'shrink' : 'expand'} className="size-4" />
      </button>
      <button
        type="button"
        onClick={onClose}
        aria-label={t('close')}
        title={t('close')}
        className={WIDGET_ICON_BUTTON}
      >
        <Icon name="chevronDown" className="size-5" />
      </button>
    </div>
  )
}
