import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import { type ReactNode, useState } from 'react'
import { Link } from 'react-router'
import { Icon, type IconName } from './icon.tsx'
import { Tooltip } from './tooltip.tsx'

export interface MenuItem {
  key: string
  label: string
  icon?: IconName
  /** A link target; without it the item is a button calling onSelect. */
  to?: string
  onSelect?: () => void
}

const EDGE = 8
/** Below 640 px the tab bar (h-14, 56 px) covers the window's bottom: a menu stays above it. */
const PHONE_TAB_BAR = 56

function collisionPadding() {
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639.98px)').matches
  return { top: EDGE, left: EDGE, right: EDGE, bottom: EDGE + (phone ? PHONE_TAB_BAR : 0) }
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left text-[15px] font-medium text-slate-800 outline-none transition select-none data-[highlighted]:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:focus-visible:ring-brand-400'

/**
 * A button that opens a menu, Radix UI's DropdownMenu (the WAI-ARIA menu-button pattern): focus
 * moves into the menu, arrows, Home, End and typing move between items, Escape closes and gives
 * focus back. The menu opens on the preferred side and flips, shifts and shrinks to stay inside
 * the window and above the phone's tab bar.
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
}) {
  const [padding, setPadding] = useState(collisionPadding)
  const trigger = (
    <RadixMenu.Trigger type="button" aria-label={label} className={buttonClassName}>
      {children}
    </RadixMenu.Trigger>
  )
  return (
    <div className={`relative ${className}`}>
      {/* Not modal: the window-scrolled lists keep their scroll position and the page stays usable. */}
      <RadixMenu.Root modal={false} onOpenChange={(open) => open && setPadding(collisionPadding())}>
        {tooltip ? <Tooltip label={tooltip}>{trigger}</Tooltip> : trigger}
        <RadixMenu.Portal>
          <RadixMenu.Content
            aria-label={label}
            side={placement}
            align={align}
            sideOffset={6}
            collisionPadding={padding}
            className="z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-52 overflow-y-auto rounded-2xl border border-slate-200 bg-white py-1 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
          >
            {items.map((item) => {
              const content = (
                <>
                  {item.icon && (
                    <Icon name={item.icon} className="size-5 text-slate-600 dark:text-slate-300" />
                  )}
                  {item.label}
                </>
              )
              return item.to ? (
                <RadixMenu.Item key={item.key} asChild>
                  <Link to={item.to} className={ITEM}>
                    {content}
                  </Link>
                </RadixMenu.Item>
              ) : (
                <RadixMenu.Item key={item.key} className={ITEM} onSelect={() => item.onSelect?.()}>
                  {content}
                </RadixMenu.Item>
              )
            })}
          </RadixMenu.Content>
        </RadixMenu.Portal>
      </RadixMenu.Root>
    </div>
  )
}
