import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useReportItem } from '@/entities/report/components/use-report-item.tsx'
import { authStorage } from '@/lib/auth-storage.ts'
import { useDeleteActivity } from '../api/delete-activity.ts'
import { FIXED_TEXTS, failureDetail } from '../lib/fixed-texts.ts'
import { type Activity, isEvent } from '../lib/paths.ts'

/** The edit form (react-hook-form and the form rules) is its own chunk: lists and feeds do not carry it. */
const EditActivityDialog = lazy(() =>
  import('./edit-activity-dialog.tsx').then((m) => ({ default: m.EditActivityDialog })),
)

/**
 * The '⋯' menu of an event or announcement with Edit and Delete, each only when the item's abilities
 * allow it, and Report for anyone else signed in (the server decides who may: spec 000 section 6). Delete asks first; on success the lists
 * reload and `onDeleted` runs, on failure the specification's Turkish toast names the reason.
 */
export function ActivityOwnerMenu({ item, onDeleted }: { item: Activity; onDeleted?: () => void }) {
  const { t } = useTranslation('activity')
  const toast = useToast()
  const [open, setOpen] = useState<'edit' | 'delete' | null>(null)
  const anchorRef = useRef<HTMLDivElement>(null)
  const remove = useDeleteActivity(item)
  const event = isEvent(item)
  const returnFocus = () => anchorRef.current?.querySelector('button')
  const report = useReportItem(event ? 'event' : 'announcement', item.id, { returnFocus })
  const { can_edit, can_delete } = item.abilities
  // Anyone signed in may report what someone else published (the server refuses one's own).
  const me = authStorage.signedInUserId()
  const canReport = me !== null && me !== item.user_id
  if (!can_edit && !can_delete && !canReport) return null

  const items: MenuItem[] = []
  if (can_edit)
    items.push({ key: 'edit', label: t('menu.edit'), icon: 'edit', onSelect: () => setOpen('edit') })
  if (can_delete) {
    items.push({ key: 'delete', label: t('menu.delete'), icon: 'trash', onSelect: () => setOpen('delete') })
  }
  if (canReport) items.push(report.item)

  return (
    <div ref={anchorRef}>
      <DropdownMenu
        label={t('menu.more', { title: item.title })}
        items={items}
        buttonClassName="-m-2 inline-flex size-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-brand-500/10 hover:text-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400"
      >
        <Icon name="more" className="size-5" />
      </DropdownMenu>
      {open === 'edit' && (
        <Suspense fallback={null}>
          <EditActivityDialog item={item} onClose={() => setOpen(null)} />
        </Suspense>
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t(event ? 'delete.eventTitle' : 'delete.announcementTitle')}
          message={t('delete.body')}
          confirmLabel={t('delete.confirm')}
          busy={remove.isPending}
          onCancel={() => setOpen(null)}
          returnFocus={returnFocus}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: () => {
                setOpen(null)
                onDeleted?.()
              },
              onError: (error) => {
                setOpen(null)
                toast.error(`${FIXED_TEXTS.deleteFailed}${failureDetail(error)}`)
              },
            })
          }
        />
      )}
      {report.dialog}
    </div>
  )
}
