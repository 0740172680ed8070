import { type KeyboardEvent, useRef } from 'react'

export interface TabItem<T extends string> {
  id: T
  label: string
}

/** The ids that tie a tab to its panel; spread tabPanelProps on the element that shows the content. */
export function tabPanelProps(idBase: string, id: string) {
  return { role: 'tabpanel', id: `${idBase}-panel-${id}`, 'aria-labelledby': `${idBase}-tab-${id}` } as const
}

/**
 * Equal-width tabs with the active one underlined, in the WAI-ARIA tabs pattern: one tab stop, the
 * arrow keys, Home and End move between tabs and select them.
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
  const refs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (e: KeyboardEvent) => {
    const current = tabs.findIndex((tab) => tab.id === value)
    const last = tabs.length - 1
    const next =
      e.key === 'ArrowRight'
        ? (current + 1) % tabs.length
        : e.key === 'ArrowLeft'
          ? (current - 1 + tabs.length) % tabs.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null
    const tab = next === null ? undefined : tabs[next]
    if (next === null || !tab) return
    e.preventDefault()
    onChange(tab.id)
    refs.current[next]?.focus()
  }

  return (
    <div role="tablist" aria-label={label} className="flex" onKeyDown={onKeyDown}>
      {tabs.map((tab, i) => {
        const selected = tab.id === value
        return (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${idBase}-tab-${tab.id}`}
            aria-controls={`${idBase}-panel-${tab.id}`}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
            className={`relative flex-1 px-4 py-3.5 text-center text-[15px] transition hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-none dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900 ${
              selected
                ? 'font-bold text-slate-900 dark:text-slate-100'
                : 'font-medium text-slate-500 dark:text-slate-400'
            }`}
          >
            {tab.label}
            {selected && (
              <span
                aria-hidden="true"
                className="absolute inset-x-0 bottom-0 mx-auto h-1 w-14 rounded-full bg-brand-500"
              />
            )}
          </button>
        )
      })}
    </div>
  )
}
