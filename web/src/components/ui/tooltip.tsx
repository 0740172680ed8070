import { cloneElement, type FocusEvent, type ReactElement, useRef } from 'react'
import { floatingParts } from './floating.ts'

type Focusable = ReactElement<{
  onFocus?: (event: FocusEvent<HTMLElement>) => void
  onBlur?: (event: FocusEvent<HTMLElement>) => void
}>

/**
 * A short name beside an icon-only control, for sighted mouse and keyboard users, Radix UI's
 * Tooltip: it opens on hover after a moment and at once on keyboard focus, closes on Escape, and
 * the control keeps its own accessible name (the tooltip only describes it). The child must be one
 * element that takes a ref and props (a button, a link, a Radix trigger). Until the tooltips' code
 * has arrived (once the page is idle) the control shows without one.
 */
export function Tooltip({
  label,
  children,
  side = 'top',
  className = '',
}: {
  label: string
  children: Focusable
  side?: 'top' | 'right' | 'bottom' | 'left'
  /** Classes for the bubble, e.g. `xl:hidden` where the label is visible from xl up. */
  className?: string
}) {
  const [parts] = floatingParts.usePart()
  const focused = useRef(false)
  if (parts) {
    return (
      <parts.TooltipImpl label={label} side={side} className={className} focusTrigger={focused.current}>
        {children}
      </parts.TooltipImpl>
    )
  }
  return cloneElement(children, {
    onFocus: (event) => {
      focused.current = true
      children.props.onFocus?.(event)
    },
    onBlur: (event) => {
      focused.current = false
      children.props.onBlur?.(event)
    },
  })
}
