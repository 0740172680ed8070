import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import * as RadixTooltip from '@radix-ui/react-tooltip'
import {
  type FocusEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react'
import { Link } from 'react-router'
import type { MenuItem } from './dropdown-menu.tsx'
import { Icon } from './icon.tsx'

export { PopoverImpl } from './popover-parts.tsx'

/*
 * The Radix UI implementations behind DropdownMenu, Tooltip and Popover (dropdown-menu.tsx,
 * tooltip.tsx, popover.tsx), loaded as one chunk. `focusTrigger` gives the focus back to the control when it replaces the
 * plain button that stood in for it while the chunk was on its way.
 */

const EDGE = 8
/** Below 640 px the tab bar (h-14, 56 px) covers the window's bottom: a menu stays above it. */
const PHONE_TAB_BAR = 56

function collisionPadding() {
  const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 639.98px)').matches
  return { top: EDGE, left: EDGE, right: EDGE, bottom: EDGE + (phone ? PHONE_TAB_BAR : 0) }
}

const ITEM =
  'flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left text-[15px] font-medium text-slate-800 outline-none transition select-none data-[highlighted]:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset dark:text-slate-100 dark:data-[highlighted]:bg-slate-800 dark:focus-visible:ring-brand-400'

export interface MenuImplProps {
  label: string
  items: readonly MenuItem[]
  children: ReactNode
  placement: 'top' | 'bottom'
  align: 'start' | 'end'
  className: string
  buttonClassName: string
  tooltip?: string
  nameFromContent: boolean
  defaultOpen: boolean
  focusTrigger: boolean
}

export function MenuImpl({
  label,
  items,
  children,
  placement,
  align,
  className,
  buttonClassName,
  tooltip,
  nameFromContent,
  defaultOpen,
  focusTrigger,
}: MenuImplProps) {
  const [padding, setPadding] = useState(collisionPadding)
  const triggerRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    // A menu opening at once takes the focus into itself (and gives it back to the button when it
    // closes); focusing the button here would be a focus outside it, which closes it.
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus()
  }, [focusTrigger, defaultOpen])
  const trigger = (
    <RadixMenu.Trigger
      ref={triggerRef}
      type="button"
      aria-label={nameFromContent ? undefined : label}
      className={buttonClassName}
    >
      {children}
    </RadixMenu.Trigger>
  )
  return (
    <div className={`relative ${className}`}>
      {/* Not modal: the window-scrolled lists keep their scroll position and the page stays usable. */}
      <RadixMenu.Root
        modal={false}
        defaultOpen={defaultOpen}
        onOpenChange={(open) => open && setPadding(collisionPadding())}
      >
        {tooltip ? <TooltipImpl label={tooltip}>{trigger}</TooltipImpl> : trigger}
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

/**
 * A tooltip opens on keyboard focus, not on focus a script gives back (a dialog closing returns focus
 * to the button that opened it, after a click): the browser's :focus-visible tells them apart.
 */
function onlyVisibleFocus(event: FocusEvent<HTMLElement>) {
  let visible = true
  try {
    visible = event.currentTarget.matches(':focus-visible')
  } catch {
    // An engine without :focus-visible (a test DOM): treat focus as visible.
  }
  if (!visible) event.preventDefault()
}

export interface TooltipImplProps {
  label: string
  children: ReactElement
  side?: 'top' | 'right' | 'bottom' | 'left'
  className?: string
  focusTrigger?: boolean
}

export function TooltipImpl({
  label,
  children,
  side = 'top',
  className = '',
  focusTrigger = false,
}: TooltipImplProps) {
  const triggerRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusTrigger) triggerRef.current?.focus()
  }, [focusTrigger])
  return (
    // Each tooltip carries its provider, so a part renders the same in the app and in a test.
    <RadixTooltip.Provider delayDuration={500} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger ref={triggerRef as Ref<HTMLButtonElement>} asChild onFocus={onlyVisibleFocus}>
          {children}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={`z-[70] rounded-lg bg-slate-900 px-2.5 py-1.5 text-[13px] font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900 ${className}`}
          >
            {label}
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
