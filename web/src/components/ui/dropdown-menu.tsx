import { type ReactNode, useRef, useState } from 'react'
import { floatingParts } from './floating.ts'
import type { IconName } from './icon.tsx'

export interface MenuItem {
  key: string
  label: string
  icon?: IconName
  /** A link target; without it the item is a button calling onSelect. */
  to?: string
  onSelect?: () => void
}

/**
 * A button that opens a menu, Radix UI's DropdownMenu (the WAI-ARIA menu-button pattern): focus
 * moves into the menu, arrows, Home, End and typing move between items, Escape closes and gives
 * focus back. The menu opens on the preferred side and flips, shifts and shrinks to stay inside
 * the window and above the phone's tab bar. Its code arrives once the page is idle: until then a
 * plain button stands in, and a click on it opens the menu as soon as the code is there.
 */
export function DropdownMenu({
  label,
  items,
  children,
  placement = 'bottom',
  align = 'end',
  className = '',
  buttonClassName = '',
  tooltip,
  nameFromContent = false,
}: {
  label: string
  items: readonly MenuItem[]
  children: ReactNode
  placement?: 'top' | 'bottom'
  align?: 'start' | 'end'
  className?: string
  buttonClassName?: string
  /** A short name shown on hover and keyboard focus, for an icon-only button. */
  tooltip?: string
  /**
   * The button is named by its content (which then includes `label`, e.g. as sr-only text) rather
   * than by aria-label, so that a visible name on it is part of its accessible name (WCAG 2.5.3).
   */
  nameFromContent?: boolean
}) {
  const [parts, loadNow] = floatingParts.usePart()
  const [openAtOnce, setOpenAtOnce] = useState(false)
  const focused = useRef(false)
  if (parts) {
    return (
      <parts.MenuImpl
        label={label}
        items={items}
        placement={placement}
        align={align}
        className={className}
        buttonClassName={buttonClassName}
        tooltip={tooltip}
        nameFromContent={nameFromContent}
        defaultOpen={openAtOnce}
        focusTrigger={focused.current}
      >
        {children}
      </parts.MenuImpl>
    )
  }
  return (
    <div className={`relative ${className}`}>
      <button
        type="button"
        aria-label={nameFromContent ? undefined : label}
        aria-haspopup="menu"
        aria-expanded={false}
        className={buttonClassName}
        onFocus={() => {
          focused.current = true
        }}
        onBlur={() => {
          focused.current = false
        }}
        // On press, not only on click: if the menu's code arrives between the press and the release, the
        // button is replaced and the click goes to no button; the menu then opens at once anyway.
        onPointerDown={(event) => {
          if (event.button !== 0) return
          setOpenAtOnce(true)
          void loadNow()
        }}
        onClick={() => {
          setOpenAtOnce(true)
          void loadNow()
        }}
      >
        {children}
      </button>
    </div>
  )
}
