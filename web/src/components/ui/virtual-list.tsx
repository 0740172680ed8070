import {
  defaultRangeExtractor,
  type Range,
  useVirtualizer,
  useWindowVirtualizer,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual'
import {
  type FocusEvent,
  type Key,
  type ReactNode,
  type RefObject,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { useLocation } from 'react-router'
import { entryMemory } from '@/lib/use-entry-state.ts'

/**
 * Where a list was when the reader left it: the window's offset, the list's distance from the top
 * of the page and the measured heights of its items. Kept per history entry and list (entryMemory),
 * so Back to the entry finds the list as it was, while a new visit of the same URL starts at the top.
 */
interface SavedPlace {
  offset: number
  margin: number
  measurements: VirtualItem[]
}

/** How many items before the end the next page is asked for, so it usually arrives before the end shows. */
const LOAD_AHEAD = 5

export interface VirtualListProps<T> {
  items: readonly T[]
  getKey: (item: T) => Key
  renderItem: (item: T, index: number) => ReactNode
  /** An item's accessible name (a person's row is named after the person). */
  getItemLabel?: (item: T) => string
  /** The list's accessible name. */
  label: string
  /** Names this list on its page (a tab, a user's list), for the place kept per history entry. */
  scrollKey: string
  /** A first guess of an item's height in px; items are measured once rendered. */
  estimateSize?: number
  /** Whether more items can be asked for now (there is a next page and none is loading or failed). */
  canLoadMore?: boolean
  onLoadMore?: () => void
  /** False while more items may come: assistive technology then hears that the size is unknown. */
  complete?: boolean
  overscan?: number
  itemClassName?: string
}

/**
 * The list on the window (TanStack Virtual's window virtualizer, so the page scrolls as it always
 * did). Items may have any height and change it later (images loading):
 * each is measured as it renders. Asks for more when its last items come into view, keeps the
 * item holding focus rendered while it scrolls away, and comes back where it was on Back.
 */
function WindowVirtualList<T>(props: VirtualListProps<T>) {
  const { items, getKey, estimateSize = 160 } = props
  const location = useLocation()
  const placeKey = `${location.key}:list:${props.scrollKey}`
  // Read once, at mount: what the virtualizer starts from.
  const [saved] = useState(() => entryMemory.get<SavedPlace>(placeKey))
  const listRef = useRef<HTMLUListElement>(null)
  const [margin, setMargin] = useState(saved?.margin ?? 0)
  const { focused, rangeExtractor } = useKeptFocus()

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: props.overscan ?? 4,
    scrollMargin: margin,
    rangeExtractor,
    ...(saved && { initialOffset: saved.offset, initialMeasurementsCache: saved.measurements }),
  })

  // Whatever sits above the list (a header, a composer) may change height: keep the margin true.
  useLayoutEffect(() => {
    const el = listRef.current
    if (!el) return
    const top = Math.round(el.getBoundingClientRect().top + window.scrollY)
    if (top !== margin) setMargin(top)
  })

  useLayoutEffect(() => {
    const place = entryMemory.get<SavedPlace>(placeKey)
    if (place) window.scrollTo(0, place.offset)
    return () =>
      entryMemory.set(placeKey, {
        offset: virtualizer.scrollOffset ?? window.scrollY,
        margin: virtualizer.options.scrollMargin,
        measurements: virtualizer.measurementsCache,
      } satisfies SavedPlace)
  }, [placeKey, virtualizer])

  return <VirtualRows {...props} virtualizer={virtualizer} listRef={listRef} focused={focused} />
}

/** The focused item is always rendered: unmounting it would drop focus to the body. */
function useKeptFocus() {
  const focused = useRef<number | null>(null)
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range)
    const index = focused.current
    if (index === null || index >= range.count || indexes.includes(index)) return indexes
    return [...indexes, index].sort((a, b) => a - b)
  }, [])
  return { focused, rangeExtractor }
}

/**
 * The same list inside a scrolling box (a dialog's body): the box scrolls, not the window. Its place
 * is not kept: a dialog opens fresh each time.
 */
function BoxVirtualList<T>(props: VirtualListProps<T> & { box: HTMLElement }) {
  const { items, getKey, estimateSize = 160, box } = props
  const listRef = useRef<HTMLUListElement>(null)
  const [margin, setMargin] = useState(0)
  const { focused, rangeExtractor } = useKeptFocus()
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => box,
    estimateSize: () => estimateSize,
    getItemKey: (index) => getKey(items[index] as T),
    overscan: props.overscan ?? 4,
    scrollMargin: margin,
    rangeExtractor,
  })
  useLayoutEffect(() => {
    const el = listRef.current
    if (!el) return
    const top = Math.round(el.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop)
    if (top !== margin) setMargin(top)
  })
  return <VirtualRows {...props} virtualizer={virtualizer} listRef={listRef} focused={focused} />
}

/** The nearest ancestor that scrolls vertically, or null when the window does. */
function scrollBoxOf(el: HTMLElement | null): HTMLElement | null {
  for (let node = el?.parentElement; node && node !== document.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return null
}

/**
 * A long list that renders only the items near the viewport. On a page it is a list on the window
 * (the page scrolls as it always did, and the place is kept per history entry); inside a box that
 * scrolls (a dialog) it virtualizes against that box. Which one is found once, at mount.
 */
export function VirtualList<T>(props: VirtualListProps<T>) {
  const probe = useRef<HTMLDivElement>(null)
  const [box, setBox] = useState<HTMLElement | null | undefined>(undefined)
  useLayoutEffect(() => setBox(scrollBoxOf(probe.current)), [])
  if (box === undefined) return <div ref={probe} />
  return box ? <BoxVirtualList {...props} box={box} /> : <WindowVirtualList {...props} />
}

function VirtualRows<T>({
  virtualizer,
  listRef,
  focused,
  ...props
}: VirtualListProps<T> & {
  virtualizer: Virtualizer<Window, Element> | Virtualizer<HTMLElement, Element>
  listRef: RefObject<HTMLUListElement | null>
  focused: RefObject<number | null>
}) {
  const { items, renderItem, canLoadMore = false, onLoadMore } = props
  const virtualItems = virtualizer.getVirtualItems()
  const lastIndex = virtualItems.at(-1)?.index ?? -1
  const latestLoadMore = useRef(onLoadMore)
  latestLoadMore.current = onLoadMore
  // Once per opening: a second call while the first has not yet shown (StrictMode runs effects twice)
  // would cancel the page in flight and ask for it again.
  const asked = useRef(false)
  useEffect(() => {
    if (!canLoadMore) {
      asked.current = false
      return
    }
    if (asked.current || lastIndex < items.length - 1 - LOAD_AHEAD) return
    asked.current = true
    latestLoadMore.current?.()
  }, [canLoadMore, lastIndex, items.length])

  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const index = (e.target as Element).closest('[data-index]')?.getAttribute('data-index')
    focused.current = index == null ? null : Number(index)
  }
  const onBlur = (e: FocusEvent<HTMLUListElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focused.current = null
  }

  return (
    <ul
      ref={listRef}
      aria-label={props.label}
      onFocus={onFocus}
      onBlur={onBlur}
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {virtualItems.map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-label={props.getItemLabel?.(items[row.index] as T)}
          aria-setsize={props.complete === false ? -1 : items.length}
          aria-posinset={row.index + 1}
          // Placed with `top`, not a transform: a transform makes each row a stacking context, and a card's
          // menu or popover would then paint under the rows after it.
          className={`absolute left-0 w-full ${props.itemClassName ?? ''}`}
          style={{ top: row.start - virtualizer.options.scrollMargin }}
        >
          {renderItem(items[row.index] as T, row.index)}
        </li>
      ))}
    </ul>
  )
}
