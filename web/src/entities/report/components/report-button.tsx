import type { ReportTargetType } from '@agora/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { ReportDialog } from './report-dialog.tsx'

const ROUND =
  'inline-flex size-9 items-center justify-center rounded-full border border-slate-300 text-slate-700 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800'
const COMPACT =
  'inline-flex size-7 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:opacity-0 sm:group-hover:opacity-100 dark:text-slate-400 dark:hover:bg-slate-800'

/**
 * A round flag button that reports what the page shows (a community, an event, an announcement),
 * for pages without a '⋯' menu, and a compact one beside a chat message; menus use useReportItem.
 */
export function ReportButton({
  targetType,
  targetId,
  compact = false,
}: {
  targetType: ReportTargetType
  targetId: number
  /** A small quiet button beside a chat message: always there on phones, on hover and focus on wider screens. */
  compact?: boolean
}) {
  const { t } = useTranslation('moderation')
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLButtonElement>(null)
  const label = t(`report.${targetType}`)
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-label={label}
        title={label}
        onClick={() => setOpen(true)}
        className={compact ? COMPACT : ROUND}
      >
        <Icon name="flag" className={compact ? 'size-3.5' : 'size-4'} />
      </button>
      {open && (
        <ReportDialog
          targetType={targetType}
          targetId={targetId}
          onClose={() => setOpen(false)}
          returnFocus={() => ref.current}
        />
      )}
    </>
  )
}
