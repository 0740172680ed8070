import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { Icon } from './icon.tsx'

const FOCUSABLE =
  'a[href], button:not([disabled]), textarea:not([disabled]), input:not([disabled]), select:not([disabled]), video[controls], [tabindex]:not([tabindex="-1"])'

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE))
}

export interface ModalProps {
  onClose: () => void
  children: ReactNode
  /** The id of the visible title, or else `label`: a dialog always has an accessible name. */
  labelledBy?: string
  label?: string
  /** Receives focus on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Where focus goes on close when the element that opened it is gone (a closed menu's item). */
  returnFocus?: () => HTMLElement | null | undefined
  className?: string
  backdropClassName?: string
}

/**
 * The modal layer under every dialog (WAI-ARIA dialog pattern): rendered over the page in a
 * portal, aria-modal, Escape and a click on the backdrop close it, Tab cycles inside it, the page
 * behind does not scroll, and focus goes back to where it was when it closes.
 */
export function Modal({
  onClose,
  children,
  labelledBy,
  label,
  initialFocusRef,
  returnFocus,
  className = '',
  backdropClassName = 'bg-slate-950/60 backdrop-blur-sm',
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef(onClose)
  closeRef.current = onClose
  const returnRef = useRef(returnFocus)
  returnRef.current = returnFocus

  useEffect(() => {
    const active = document.activeElement
    // A menu item that opened the dialog is gone by now, and focus has fallen back to the body.
    const opener = active instanceof HTMLElement && active !== document.body ? active : null
    const panel = panelRef.current
    if (panel) (initialFocusRef?.current ?? focusables(panel)[0] ?? panel).focus()
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
      const target = opener?.isConnected ? opener : returnRef.current?.()
      target?.focus()
    }
  }, [initialFocusRef])

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation()
      closeRef.current()
      return
    }
    const panel = panelRef.current
    if (e.key !== 'Tab' || !panel) return
    const items = focusables(panel)
    const first = items[0]
    const last = items[items.length - 1]
    if (!first || !last) {
      e.preventDefault()
      return
    }
    if (e.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
      e.preventDefault()
      last.focus()
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault()
      first.focus()
    }
  }

  return createPortal(
    // The backdrop is a pointer convenience; keyboard users close with Escape or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled on the dialog itself
    <div
      className={`fixed inset-0 z-50 flex items-end justify-center sm:items-center sm:p-4 ${backdropClassName}`}
      onClick={(e) => {
        if (e.target === e.currentTarget) closeRef.current()
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={`focus:outline-none ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
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
  const titleId = useId()
  const { t } = useTranslation()
  return (
    <Modal
      onClose={onClose}
      labelledBy={titleId}
      initialFocusRef={initialFocusRef}
      returnFocus={returnFocus}
      className={`max-h-[90dvh] w-full overflow-y-auto rounded-t-3xl border border-slate-200 bg-white text-slate-900 shadow-2xl sm:rounded-3xl dark:border-slate-800 dark:bg-slate-900 dark:text-slate-100 ${size === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-xl'}`}
    >
      <div className="flex items-center justify-between gap-3 px-5 pt-4 pb-2">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('ui.close')}
          className="-mr-2 inline-flex size-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800"
        >
          <Icon name="close" className="size-5" />
        </button>
      </div>
      <div className="px-5 pb-5">{children}</div>
    </Modal>
  )
}
