import * as RadixDialog from '@radix-ui/react-dialog'
import { type ReactNode, type RefObject, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon.tsx'

export interface ModalProps {
  onClose: () => void
  children: ReactNode
  /** The dialog's name when it shows no title of its own (an image viewer); else render a ModalTitle. */
  label?: string
  /** Receives focus on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the element that opened it is gone (a closed menu's item). */
  returnFocus?: () => HTMLElement | null | undefined
  className?: string
  backdropClassName?: string
}

/** The visible title of a Modal: it names the dialog. */
export const ModalTitle = RadixDialog.Title

/**
 * The modal layer under every dialog, Radix UI's Dialog: rendered over the page in a portal,
 * aria-modal, Escape and a click on the backdrop close it, Tab cycles inside it, the page behind
 * is inert and does not scroll, and focus goes back to where it was when it closes. Render it only
 * while open (`{open && <Modal ... />}`), so that each opening starts fresh.
 */
export function Modal({
  onClose,
  children,
  label,
  initialFocusRef,
  returnFocus,
  className = '',
  backdropClassName = 'bg-slate-950/60 backdrop-blur-sm',
}: ModalProps) {
  // A menu item that opened the dialog is gone by the time it closes: remember the opener, and
  // fall back to returnFocus when it has left the page.
  const [opener] = useState(() => {
    const active = typeof document === 'undefined' ? null : document.activeElement
    return active instanceof HTMLElement && active !== document.body ? active : null
  })
  const returnRef = useRef(returnFocus)
  returnRef.current = returnFocus

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          className={`fixed inset-0 z-50 flex items-end justify-center overflow-y-auto sm:items-center sm:p-4 ${backdropClassName}`}
        >
          <RadixDialog.Content
            // A dialog here is named by its title and described by what it shows; no description prop.
            aria-describedby={undefined}
            aria-modal="true"
            onOpenAutoFocus={(e) => {
              const target = initialFocusRef?.current
              if (target) {
                e.preventDefault()
                target.focus()
              }
            }}
            onCloseAutoFocus={(e) => {
              e.preventDefault()
              const target = opener?.isConnected ? opener : returnRef.current?.()
              target?.focus()
            }}
            className={`focus:outline-none ${className}`}
          >
            {label !== undefined && <RadixDialog.Title className="sr-only">{label}</RadixDialog.Title>}
            {children}
          </RadixDialog.Content>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/**
 * A titled dialog card with a close button: the quote composer, confirmations. Render it only
 * while open (`{open && <Dialog ... />}`), so that each opening starts fresh.
 */
export function Dialog({
  title,
  onClose,
  children,
  initialFocusRef,
  returnFocus,
  size = 'md',
}: {
  title: string
  onClose: () => void
  children: ReactNode
  initialFocusRef?: RefObject<HTMLElement | null>
  returnFocus?: () => HTMLElement | null | undefined
  size?: 'sm' | 'md'
}) {
  const { t } = useTranslation()
  return (
    <Modal
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      returnFocus={returnFocus}
      className={`max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:rounded-3xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 ${size === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-xl'}`}
    >
      <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-2">
        <ModalTitle className="text-lg font-bold">{title}</ModalTitle>
        <RadixDialog.Close
          aria-label={t('ui.close')}
          className="-mr-2 inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:ring-brand-400"
        >
          <Icon name="close" className="size-5" />
        </RadixDialog.Close>
      </div>
      <div className="px-5 pb-5">{children}</div>
    </Modal>
  )
}
