import { type ReactNode, type RefObject, useEffect } from 'react'
import { lazyPart } from './lazy-part.ts'

export interface ModalProps {
  onClose: () => void
  children: ReactNode
  /** The dialog's name when it shows no title of its own (an image viewer). */
  label?: string
  /** Receives focus on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the element that opened it is gone (a closed menu's item). */
  returnFocus?: () => HTMLElement | null | undefined
  className?: string
  backdropClassName?: string
}

export interface DialogProps {
  title: string
  onClose: () => void
  children: ReactNode
  initialFocusRef?: RefObject<HTMLElement | null>
  returnFocus?: () => HTMLElement | null | undefined
  size?: 'sm' | 'md'
}

/** Radix UI's Dialog is its own chunk, fetched when the page is idle or at the first opening. */
export const dialogParts = lazyPart(() => import('./dialog-parts.tsx'))

/** The dialog's code, asked for at once: the dialog is open. */
function useDialogParts() {
  const [parts, loadNow] = dialogParts.usePart()
  useEffect(() => {
    if (!parts) void loadNow()
  }, [parts, loadNow])
  return parts
}

/**
 * The modal layer under every dialog, Radix UI's Dialog: rendered over the page in a portal,
 * aria-modal, Escape and a click on the backdrop close it, Tab cycles inside it, the page behind
 * is inert to pointers and screen readers and does not scroll, and focus goes back to where it
 * was when it closes. Render it only while open (`{open && <Modal ... />}`), so that each opening
 * starts fresh.
 */
export function Modal(props: ModalProps) {
  const parts = useDialogParts()
  return parts ? <parts.ModalImpl {...props} /> : null
}

/**
 * A titled dialog card with a close button: the quote composer, confirmations. Render it only
 * while open (`{open && <Dialog ... />}`), so that each opening starts fresh.
 */
export function Dialog(props: DialogProps) {
  const parts = useDialogParts()
  return parts ? <parts.DialogImpl {...props} /> : null
}
