import { SEARCH_LIMITS, type SearchHistoryEntry } from '@agora/contract'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDebouncedValue } from '@/lib/use-debounced-value.ts'
import { useAddSearchHistory } from '../api/add-search-history.ts'
import { useClearSearchHistory } from '../api/clear-search-history.ts'
import { useQuickSearch } from '../api/get-quick-search.ts'
import { useSearchHistory } from '../api/get-search-history.ts'
import { useRemoveSearchHistory } from '../api/remove-search-history.ts'
import {
  hasResults,
  recentOptions,
  resultOptions,
  type SearchOption,
  termPath,
} from '../lib/search-options.ts'
import { optionId, SearchDropdown } from './search-dropdown.tsx'

/**
 * The search box with its live dropdown (spec 001 sections 2 and 9), on Explore, the results page and
 * the side panel. While a term is typed, the quick results (asked 300 ms after the last key) under
 * Search for "term"; while it is empty, the recent searches. The arrow keys walk the options, Enter
 * opens the active one or, with none, searches the trimmed term at /search/{term}; Escape closes.
 * A submitted search and an opened result are remembered in the search history.
 */
export function SearchBox({
  initialTerm = '',
  className = '',
}: {
  initialTerm?: string
  className?: string
}) {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const toast = useToast()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [term, setTerm] = useState(initialTerm)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [confirming, setConfirming] = useState(false)

  const trimmed = term.trim()
  const typing = trimmed.length > 0
  const debounced = useDebouncedValue(trimmed, SEARCH_LIMITS.debounceMs)
  const quick = useQuickSearch(debounced, { enabled: open })
  const history = useSearchHistory({ enabled: open && !typing })
  const addHistory = useAddSearchHistory()
  const removeHistory = useRemoveSearchHistory()
  const clearHistory = useClearSearchHistory()

  const results = typing && debounced ? quick.data : undefined
  const model = typing ? resultOptions(trimmed, results) : recentOptions(history.data ?? [])
  const activeIndex = active < model.flat.length ? active : -1
  const activeOption = model.flat[activeIndex]
  const shown = open && (typing || history.data !== undefined || history.isError)

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const go = (href: string, remembered: string) => {
    if (remembered) addHistory.mutate(remembered)
    close()
    void navigate(href)
  }

  const choose = (option: SearchOption) => {
    if (option.kind === 'recent') {
      setTerm(option.entry.term)
      go(option.href, option.entry.term)
    } else go(option.href, trimmed)
  }

  const remove = (entry: SearchHistoryEntry) =>
    removeHistory.mutate(entry.id, { onError: () => toast.error(t('recent.removeFailed')) })

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.nativeEvent.isComposing) return
    const count = model.flat.length
    switch (e.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        e.preventDefault()
        if (!open) return setOpen(true)
        if (count === 0) return
        const down = e.key === 'ArrowDown'
        if (activeIndex < 0) return setActive(down ? 0 : count - 1)
        return setActive((activeIndex + (down ? 1 : count - 1)) % count)
      }
      case 'Enter':
        // With no active option the form submits the typed term.
        if (shown && activeOption) {
          e.preventDefault()
          choose(activeOption)
        }
        return
      case 'Escape':
        if (open) {
          e.preventDefault()
          close()
        }
        return
      case 'Delete':
        if (shown && activeOption?.kind === 'recent') {
          e.preventDefault()
          remove(activeOption.entry)
        }
        return
    }
  }

  let note: string | undefined
  if (typing) {
    if (!debounced || (quick.isFetching && !results)) note = t('box.searching')
    else if (quick.isError) note = errorMessage(quick.error, t('failed'))
    else if (results && !quick.isPlaceholderData && !hasResults(results))
      note = t('box.none', { term: debounced })
  } else if (history.data?.length === 0 || history.isError) note = t('recent.empty')

  return (
    <>
      <search className={`relative block ${className}`}>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (trimmed) go(termPath(trimmed), trimmed)
          }}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close()
          }}
        >
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500 dark:text-slate-400"
          />
          <input
            ref={inputRef}
            role="combobox"
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_LIMITS.termMaxLength}
            aria-label={t('box.label')}
            aria-expanded={shown && model.flat.length > 0}
            aria-controls={shown && model.flat.length > 0 ? listId : undefined}
            aria-autocomplete="list"
            aria-activedescendant={shown && activeOption ? optionId(listId, activeOption) : undefined}
            placeholder={t('box.placeholder')}
            value={term}
            onChange={(e) => {
              setTerm(e.target.value)
              setActive(-1)
              setOpen(true)
            }}
            onFocus={() => setOpen(true)}
            onClick={() => setOpen(true)}
            onKeyDown={onKeyDown}
            className="w-full rounded-full border border-transparent bg-slate-100 py-3 pr-11 pl-12 text-[15px] text-slate-900 placeholder:text-slate-500 transition focus:border-brand-500 focus:bg-white focus:ring-1 focus:ring-brand-500 focus:outline-none dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-brand-400 dark:focus:bg-slate-950 dark:focus:ring-brand-400"
          />
          {term && (
            <button
              type="button"
              aria-label={t('box.clear')}
              title={t('box.clear')}
              onPointerDown={(e) => e.preventDefault()}
              onClick={() => {
                setTerm('')
                setActive(-1)
                setOpen(true)
                inputRef.current?.focus()
              }}
              className="absolute top-1/2 right-2 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full bg-brand-600 text-white transition hover:bg-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:bg-brand-500 dark:hover:bg-brand-400 dark:focus-visible:ring-offset-slate-950"
            >
              <Icon name="close" className="size-4" />
            </button>
          )}
          {shown && (
            <SearchDropdown
              listId={listId}
              mode={typing ? 'results' : 'recent'}
              model={model}
              active={activeIndex}
              note={note}
              onChoose={choose}
              onHover={setActive}
              onRemove={remove}
              onClearAll={() => setConfirming(true)}
            />
          )}
        </form>
      </search>
      {confirming && (
        <ConfirmDialog
          title={t('recent.confirmTitle')}
          message={t('recent.confirmBody')}
          confirmLabel={t('recent.confirm')}
          busy={clearHistory.isPending}
          returnFocus={() => inputRef.current}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            clearHistory.mutate(undefined, {
              onSettled: () => setConfirming(false),
              onError: () => toast.error(t('recent.clearFailed')),
            })
          }
        />
      )}
    </>
  )
}
