import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Icon, type IconName } from './icon.tsx'

export interface MenuItem {
  key: string
  label: string
  icon?: IconName
  /** A link target; without it the item is a button calling onSelect. */
  to?: string
  onSelect?: () => void
}

const PLACEMENT = { top: 'bottom-full mb-2', bottom: 'top-full mt-2' } as const
const ALIGN = { start: 'left-0', end: 'right-0' } as const

/**
 * A button that opens a menu, in the WAI-ARIA menu-button pattern: focus moves into the menu,
 * arrows move between items, Escape closes and gives focus back, a click outside closes.
 */
export function DropdownMenu({
  label,
  items,
  children,
  placement = 'bottom',
  align = 'end',
  className = '',
  buttonClassName = '',
}: {
  label: string
  items: readonly MenuItem[]
  children: ReactNode
  placement?: keyof typeof PLACEMENT
  align?: keyof typeof ALIGN
  className?: string
  buttonClassName?: string
}) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const itemRefs = useRef<(HTMLElement | null)[]>([])

  useEffect(() => {
    if (!open) return
    itemRefs.current[0]?.focus()
    const onPointerDown = (e: PointerEvent) => {
      if (!rootRef.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = (refocus: boolean) => {
    setOpen(false)
    if (refocus) buttonRef.current?.focus()
  }

  const onMenuKeyDown = (e: KeyboardEvent) => {
    const els = itemRefs.current.filter((el): el is HTMLElement => !!el)
    const at = els.indexOf(document.activeElement as HTMLElement)
    if (e.key === 'Escape') {
      e.preventDefault()
      close(true)
    } else if (e.key === 'Tab') {
      close(false)
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      const step = e.key === 'ArrowDown' ? 1 : -1
      els[(at + step + els.length) % els.length]?.focus()
    }
  }

  const itemClass =
    'flex w-full items-center gap-3 px-4 py-3 text-left text-[15px] font-medium text-slate-800 transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:text-slate-100 dark:hover:bg-slate-800 dark:focus-visible:bg-slate-800'

  return (
    <div ref={rootRef} className={`relative ${className}`}>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        className={buttonClassName}
      >
        {children}
      </button>
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={label}
          tabIndex={-1}
          onKeyDown={onMenuKeyDown}
          className={`absolute z-50 min-w-52 overflow-hidden rounded-2xl border border-slate-200 bg-white py-1 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40 ${PLACEMENT[placement]} ${ALIGN[align]}`}
        >
          {items.map((item, i) => {
            const content = (
              <>
                {item.icon && <Icon name={item.icon} className="size-5 text-slate-500 dark:text-slate-400" />}
                {item.label}
              </>
            )
            const ref = (el: HTMLElement | null) => {
              itemRefs.current[i] = el
            }
            return item.to ? (
              <Link
                key={item.key}
                ref={ref}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => close(false)}
              >
                {content}
              </Link>
            ) : (
              <button
                key={item.key}
                ref={ref}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={itemClass}
                onClick={() => {
                  close(false)
                  item.onSelect?.()
                }}
              >
                {content}
              </button>
            )
          })}
        </div>
      )}
    </div>
  )
}
