import * as RadixDialog from '@radix-ui/react-dialog'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DialogProps, ModalProps } from './dialog.tsx'
import { Icon } from './icon.tsx'

/** Radix UI's Dialog behind Modal and Dialog (dialog.tsx), loaded as its own chunk. */
export function ModalImpl({
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

export function DialogImpl({
  title,
  onClose,
  children,
  initialFocusRef,
  returnFocus,
  size = 'md',
}: DialogProps) {
  const { t } = useTranslation()
  return (
    <ModalImpl
      onClose={onClose}
      initialFocusRef={initialFocusRef}
      returnFocus={returnFocus}
      className={`max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:rounded-3xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 ${size === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-xl'}`}
    >
      <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-2">
        <RadixDialog.Title className="text-lg font-bold">{title}</RadixDialog.Title>
        <RadixDialog.Close
          aria-label={t('ui.close')}
          className="-mr-2 inline-flex size-9 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800 dark:focus-visible:ring-brand-400"
        >
          <Icon name="close" className="size-5" />
        </RadixDialog.Close>
      </div>
      <div className="px-5 pb-5">{children}</div>
    </ModalImpl>
  )
}
