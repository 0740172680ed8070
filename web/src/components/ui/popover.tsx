import {
  cloneElement,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  useState,
} from 'react'
import { floatingParts } from './floating.ts'

type Clickable = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void
}>

/**
 * A panel opened by a button, beside it, for content that is more than a name and less than a
 * dialog (an account card, filters), Radix UI's Popover: it flips and shifts to stay inside the window,
 * Escape and a click outside close it, focus moves into it on open and back to the button on close.
 * It is not modal: the page stays usable. `trigger` must be one element that takes a ref and props.
 * Its code arrives with the menus' once the page is idle: until then the button stands alone, and a
 * click on it opens the panel as soon as the code is there.
 */
export function Popover({
  trigger,
  label,
  children,
  side = 'bottom',
  align = 'center',
}: {
  trigger: Clickable
  /** The panel's accessible name. */
  label: string
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  align?: 'start' | 'center' | 'end'
}) {
  const [parts, loadNow] = floatingParts.usePart()
  const [openAtOnce, setOpenAtOnce] = useState(false)
  if (parts) {
    return (
      <parts.PopoverImpl trigger={trigger} label={label} side={side} align={align} defaultOpen={openAtOnce}>
        {children}
      </parts.PopoverImpl>
    )
  }
  return cloneElement(trigger, {
    // On press too: if the code arrives between the press and the release, the button is replaced and
    // the click goes to no button; the panel then opens at once anyway.
    onPointerDown: (event) => {
      trigger.props.onPointerDown?.(event)
      if (event.button !== 0) return
      setOpenAtOnce(true)
      void loadNow()
    },
    onClick: (event) => {
      trigger.props.onClick?.(event)
      setOpenAtOnce(true)
      void loadNow()
    },
  })
}
