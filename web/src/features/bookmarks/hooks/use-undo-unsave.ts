import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '@/components/ui/toast.tsx'

/**
 * On Bookmarks, an item unsaved from its card leaves the list at once (the card's own toggle updates
 * every cached copy, so `saved` turns false here); a toast says so and offers Undo, which saves it
 * again and puts it back where it was. The caller stays mounted while hidden, so that Undo runs
 * through the same toggle (its calls for one item keep their order).
 */
export function useUndoUnsave(saved: boolean, restore: () => void): void {
  const { t } = useTranslation('bookmarks')
  const toast = useToast()
  const was = useRef(saved)
  const restoreLatest = useRef(restore)
  useEffect(() => {
    restoreLatest.current = restore
  })
  useEffect(() => {
    if (was.current && !saved) {
      toast.show(t('removed'), 'success', { label: t('undo'), onAction: () => restoreLatest.current() })
    }
    was.current = saved
  }, [saved, toast, t])
}
