import * as RadixTabs from '@radix-ui/react-tabs'
import { type RefObject, useEffect, useRef } from 'react'
import { type TabItem, TabMark, tabClassName } from './tabs.tsx'

/*
 * The Radix UI implementation behind Tabs (tabs.tsx), a chunk fetched when the page is idle; until it
 * arrives plain tab buttons with the same look stand in. `focusTab` gives the focus back to the
 * selected tab when it replaces the stand-in the focus was on.
 */

export interface TabsImplProps<T extends string> {
  idBase: string
  label: string
  tabs: readonly TabItem<T>[]
  value: T
  onChange: (id: T) => void
  listRef: RefObject<HTMLDivElement | null>
  focusTab: boolean
}

export function TabsImpl<T extends string>({
  idBase,
  label,
  tabs,
  value,
  onChange,
  listRef,
  focusTab,
}: TabsImplProps<T>) {
  const selectedRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTab) selectedRef.current?.focus()
  }, [focusTab])
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
              ref={selected ? selectedRef : undefined}
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
              className={tabClassName(selected)}
            >
              {tab.label}
              {selected && <TabMark />}
            </RadixTabs.Trigger>
          )
        })}
      </RadixTabs.List>
    </RadixTabs.Root>
  )
}
