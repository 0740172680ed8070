import type { Hashtag } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { countOptions } from '@/lib/count-label.ts'

/**
 * The list under the composer while a hashtag is typed. Focus stays in the textarea (combobox
 * pattern): the active option is announced through aria-activedescendant, and a pointer press
 * does not take focus away before the click chooses.
 */
export function HashtagSuggestions({
  id,
  items,
  active,
  onChoose,
  onHover,
}: {
  id: string
  items: readonly Hashtag[]
  active: number
  onChoose: (name: string) => void
  onHover: (index: number) => void
}) {
  const { t } = useTranslation('home')
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t('composer.suggestions')}
      className="absolute inset-x-0 top-full z-30 mt-1 max-h-80 overflow-y-auto rounded-2xl border border-slate-200 bg-white py-1 shadow-xl shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/40"
    >
      {items.map((tag, i) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the textarea's (arrows, Enter, Tab, Escape)
        <div
          key={tag.name}
          id={optionId(id, i)}
          role="option"
          tabIndex={-1}
          aria-selected={i === active}
          onPointerDown={(e) => e.preventDefault()}
          onClick={() => onChoose(tag.name)}
          onPointerEnter={() => onHover(i)}
          className={`flex cursor-pointer items-baseline justify-between gap-4 px-4 py-2.5 ${
            i === active ? 'bg-slate-100 dark:bg-slate-800' : ''
          }`}
        >
          <span className="truncate font-semibold text-slate-900 dark:text-slate-100">#{tag.name}</span>
          <span className="shrink-0 text-sm text-slate-500 dark:text-slate-400">
            {t('composer.suggestionCount', countOptions(tag.count))}
          </span>
        </div>
      ))}
    </div>
  )
}

export function optionId(listId: string, index: number): string {
  return `${listId}-option-${index}`
}
