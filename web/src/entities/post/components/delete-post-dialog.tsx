import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'

/** The delete-post confirmation (spec 000 section 2, modals). Render it only while open. */
export function DeletePostDialog({
  onConfirm,
  onCancel,
  returnFocus,
}: {
  onConfirm: () => void
  onCancel: () => void
  returnFocus?: () => HTMLElement | null | undefined
}) {
  const { t } = useTranslation('post')
  return (
    <ConfirmDialog
      title={t('delete.title')}
      message={t('delete.body')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
      returnFocus={returnFocus}
    />
  )
}
