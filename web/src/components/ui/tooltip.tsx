import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactElement } from 'react'

/**
 * A short name beside an icon-only control, for sighted mouse and keyboard users, Radix UI's
 * Tooltip: it opens on hover after a moment and at once on keyboard focus, closes on Escape, and
 * the control keeps its own accessible name (the tooltip only describes it). The child must be
 * one element that takes a ref and props (a button, a link, a Radix trigger).
 */
export function Tooltip({
  label,
  children,
  side = 'top',
  className = '',
}: {
  label: string
  children: ReactElement
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Classes for the bubble, e.g. `xl:hidden` where the label is visible from xl up. */
  className?: string
}) {
  return (
    // Each tooltip carries its provider, so a part renders the same in the app and in a test.
    <RadixTooltip.Provider delayDuration={500} skipDelayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
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
