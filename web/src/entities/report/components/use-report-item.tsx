import type { ReportTargetType } from '@agora/contract'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { ReportDialog } from './report-dialog.tsx'

/**
 * A "Report …" item for a '⋯' menu and the dialog it opens: every menu that offers reporting (posts,
 * profiles, communities, events, announcements, messages) uses this one pair.
 */
export function useReportItem(
  targetType: ReportTargetType,
  targetId: number,
  opts: { label?: string; returnFocus?: () => HTMLElement | null | undefined } = {},
): { item: MenuItem; dialog: ReactNode } {
  const { t } = useTranslation('moderation')
  const [open, setOpen] = useState(false)
  return {
    item: {
      key: 'report',
      label: opts.label ?? t(`report.${targetType}`),
      icon: 'flag',
      onSelect: () => setOpen(true),
    },
    dialog: open ? (
      <ReportDialog
        targetType={targetType}
        targetId={targetId}
        onClose={() => setOpen(false)}
        returnFocus={opts.returnFocus}
      />
    ) : null,
  }
}
