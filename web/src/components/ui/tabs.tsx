import * as RadixTabs from '@radix-ui/react-tabs'
import { useEffect, useRef } from 'react'

export interface TabItem<T extends string> {
  id: T
  label: string
}

/** The ids that tie a tab to its panel; spread tabPanelProps on the element that shows the content. */
export function tabPanelProps(idBase: string, id: string) {
  return { role: 'tabpanel', id: `${idBase}-panel-${id}`, 'aria-labelledby': `${idBase}-tab-${id}` } as const
}

/**
 * Tabs with the active one underlined, Radix UI's Tabs list (the WAI-ARIA tabs pattern: one tab
 * stop, the arrow keys, Home and End move between tabs and select them). The tabs share the width
 * while they fit; on a narrow screen (Turkish labels on a phone) the list scrolls sideways instead of
 * widening the page, and the selected tab is scrolled into view. The panel is the caller's own
 * element (a virtual list), tied to its tab with tabPanelProps.
 */
export function Tabs<T extends string>({
  idBase,
  label,
  tabs,
  value,
  onChange,
}: {
  idBase: string
  label: string
  tabs: readonly TabItem<T>[]
  value: T
  onChange: (id: T) => void
}) {
  const listRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const list = listRef.current
    const selected = document.getElementById(`${idBase}-tab-${value}`)
    if (!list || !selected || list.scrollWidth <= list.clientWidth) return
    // Scroll only the list, never the page: scrollIntoView would move the window too.
    const left = selected.offsetLeft - list.offsetLeft
    const right = left + selected.offsetWidth
    if (left < list.scrollLeft) list.scrollLeft = left
    else if (right > list.scrollLeft + list.clientWidth) list.scrollLeft = right - list.clientWidth
  }, [idBase, value])

  return (
    <RadixTabs.Root value={value} onValueChange={(id) => onChange(id as T)} activationMode="automatic">
      <RadixTabs.List
        ref={listRef}
        aria-label={label}
        className="flex overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {tabs.map((tab) => {
          const selected = tab.id === value
          return (
            <RadixTabs.Trigger
              key={tab.id}
              value={tab.id}
              // The panel is the caller's element: the ids tie them as tabPanelProps expects.
              id={`${idBase}-tab-${tab.id}`}
              aria-controls={`${idBase}-panel-${tab.id}`}
              onMouseDown={(e) => {
                // Radix focuses a clicked tab from script, which Chromium then rings as if the
                // keyboard had moved there: select and focus it here without the ring.
                if (e.button !== 0 || e.ctrlKey) return
                e.preventDefault()
                e.currentTarget.focus({ focusVisible: false } as FocusOptions)
                onChange(tab.id)
              }}
              className={`relative flex-1 shrink-0 px-3 py-3.5 text-center text-[15px] whitespace-nowrap transition outline-none hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset sm:px-4 dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900 dark:focus-visible:ring-brand-400 ${
                selected
                  ? 'font-bold text-slate-900 dark:text-slate-100'
                  : 'font-medium text-slate-600 dark:text-slate-400'
              }`}
            >
              {tab.label}
              {selected && (
                <span
                  aria-hidden="true"
                  className="absolute inset-x-0 bottom-0 mx-auto h-1 w-14 max-w-full rounded-full bg-brand-600 dark:bg-brand-400"
                />
              )}
            </RadixTabs.Trigger>
          )
        })}
      </RadixTabs.List>
    </RadixTabs.Root>
  )
}
