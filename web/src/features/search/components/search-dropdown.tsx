import type { SearchHistoryEntry } from '@agora/contract'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import type { OptionModel, SearchOption } from '../lib/search-options.ts'
import { OptionRow } from './option-row.tsx'

export function optionId(listId: string, option: SearchOption): string {
  return `${listId}-${option.id}`
}

const PANEL =
  'absolute inset-x-0 top-full z-40 mt-1 max-h-[min(70dvh,32rem)] overflow-y-auto overscroll-contain rounded-2xl border border-slate-200 bg-white py-1 text-left shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40'
const NOTE = 'px-4 py-3 text-sm text-slate-600 dark:text-slate-400'

/**
 * The search box's dropdown (the combobox pattern): focus stays in the box, the active option is
 * announced through aria-activedescendant, and a pointer press does not take focus away before the
 * click chooses. `mode` recent shows the recent searches under their heading, with Clear all and a
 * remove button per entry (the Delete key removes the active one).
 */
export function SearchDropdown({
  listId,
  mode,
  model,
  active,
  note,
  onChoose,
  onHover,
  onRemove,
  onClearAll,
}: {
  listId: string
  mode: 'results' | 'recent'
  model: OptionModel
  active: number
  /** A line under the options: searching, nothing found, a failure, or the empty history's hint. */
  note?: ReactNode
  onChoose: (option: SearchOption) => void
  onHover: (index: number) => void
  onRemove: (entry: SearchHistoryEntry) => void
  onClearAll: () => void
}) {
  const { t } = useTranslation('search')
  const activeOption = model.flat[active]

  useEffect(() => {
    if (!activeOption) return
    document.getElementById(optionId(listId, activeOption))?.scrollIntoView?.({ block: 'nearest' })
  }, [listId, activeOption])

  const renderOption = ({ option, index }: { option: SearchOption; index: number }) => (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the search box's (arrows, Enter, Escape, Delete)
    <div
      key={option.id}
      id={optionId(listId, option)}
      role="option"
      tabIndex={-1}
      aria-selected={index === active}
      onPointerDown={(e) => e.preventDefault()}
      onPointerMove={() => index !== active && onHover(index)}
      onClick={() => onChoose(option)}
      className={`flex min-h-12 cursor-pointer items-center gap-3 px-4 py-2 ${
        index === active ? 'bg-slate-100 dark:bg-slate-800' : ''
      }`}
    >
      <OptionRow option={option} />
      {option.kind === 'recent' && (
        <button
          type="button"
          // Pointer only: from the keyboard, Delete removes the active entry.
          tabIndex={-1}
          aria-label={t('recent.remove', { term: option.entry.term })}
          title={t('recent.remove', { term: option.entry.term })}
          onClick={(e) => {
            e.stopPropagation()
            onRemove(option.entry)
          }}
          className="-mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-200 hover:text-slate-900 dark:text-slate-400 dark:hover:bg-slate-700 dark:hover:text-slate-100"
        >
          <Icon name="close" className="size-4" />
        </button>
      )}
    </div>
  )

  const headingId = `${listId}-recent`
  return (
    <div className={PANEL}>
      {mode === 'recent' && model.flat.length > 0 && (
        <div className="flex items-center justify-between gap-3 px-4 pt-2 pb-1">
          <p id={headingId} className="text-lg font-bold text-slate-900 dark:text-slate-100">
            {t('recent.title')}
          </p>
          <button
            type="button"
            onPointerDown={(e) => e.preventDefault()}
            onClick={onClearAll}
            className="rounded-full px-3 py-1 text-sm font-semibold text-brand-700 transition hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-300 dark:hover:bg-brand-900/40"
          >
            {t('recent.clearAll')}
          </button>
        </div>
      )}
      {model.flat.length > 0 && (
        <div
          id={listId}
          role="listbox"
          aria-label={mode === 'recent' ? undefined : t('box.suggestions')}
          aria-labelledby={mode === 'recent' ? headingId : undefined}
        >
          {model.sections.map((section) =>
            section.group ? (
              <div key={section.group} role="presentation">
                <div
                  id={`${listId}-${section.group}`}
                  role="presentation"
                  className="mt-1 border-t border-slate-200 px-4 pt-3 pb-1 text-sm font-bold text-slate-900 dark:border-slate-800 dark:text-slate-100"
                >
                  {t(`groups.${section.group}`)}
                </div>
                {/* biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options (the listbox pattern), not of form fields */}
                <div role="group" aria-labelledby={`${listId}-${section.group}`}>
                  {section.options.map(renderOption)}
                </div>
              </div>
            ) : (
              section.options.map(renderOption)
            ),
          )}
        </div>
      )}
      {note && (
        <p role="status" className={NOTE}>
          {note}
        </p>
      )}
    </div>
  )
}
