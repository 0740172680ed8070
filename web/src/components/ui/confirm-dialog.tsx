import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from './button.tsx'
import { Dialog } from './dialog.tsx'

/**
 * Asks before an action that cannot be undone (deleting a post). Focus starts on Cancel, the safe
 * choice; render it only while open.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  tone = 'danger',
  busy = false,
  returnFocus,
}: {
  title: string
  message: string
  confirmLabel: string
  cancelLabel?: string
  onConfirm: () => void
  onCancel: () => void
  tone?: 'danger' | 'primary'
  busy?: boolean
  returnFocus?: () => HTMLElement | null | undefined
}) {
  const { t } = useTranslation()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const confirmTone =
    tone === 'danger'
      ? 'bg-red-600 text-white hover:bg-red-700'
      : 'bg-brand-500 text-white hover:bg-brand-600'
  return (
    <Dialog title={title} onClose={onCancel} initialFocusRef={cancelRef} returnFocus={returnFocus} size="sm">
      <p className="text-[15px] text-slate-600 dark:text-slate-400">{message}</p>
      <div className="mt-6 flex flex-col gap-3">
        <button
          type="button"
          onClick={onConfirm}
          disabled={busy}
          className={buttonClass('primary', `w-full ${confirmTone}`)}
        >
          {confirmLabel}
        </button>
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className={buttonClass('secondary', 'w-full')}
        >
          {cancelLabel ?? t('ui.cancel')}
        </button>
      </div>
    </Dialog>
  )
}
