import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner.tsx'

/** A section's body while its settings load. */
export function SectionLoading() {
  const { t } = useTranslation('common')
  return (
    <div className="flex justify-center py-12 text-brand-500">
      <Spinner className="size-6" label={t('loading')} />
    </div>
  )
}

/** One choice of a radio group in a bordered list: its label, an optional hint, the radio on the right. */
export function ChoiceRow({
  name,
  value,
  label,
  hint,
  lang,
  checked,
  onChoose,
}: {
  name: string
  value: string
  label: string
  hint?: string
  lang?: string
  checked: boolean
  onChoose: () => void
}) {
  return (
    <label className="flex cursor-pointer items-start justify-between gap-4 border-slate-200 px-4 py-4 transition not-last:border-b hover:bg-slate-50 has-focus-visible:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900 dark:has-focus-visible:bg-slate-900">
      <span className="min-w-0">
        <span className="block font-medium" lang={lang}>
          {label}
        </span>
        {hint && <span className="mt-0.5 block text-sm text-slate-500 dark:text-slate-400">{hint}</span>}
      </span>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        className={`size-5 shrink-0 accent-brand-500 ${hint ? 'mt-1' : ''}`}
      />
    </label>
  )
}
