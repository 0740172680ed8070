import { useId } from 'react'

/**
 * A labelled on/off row (role switch): the label and an optional line under it on the left, the
 * toggle on the right. Settings lists use it one row under another.
 */
export function SwitchRow({
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  label: string
  description?: string
  checked: boolean
  disabled?: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  return (
    <div className="flex items-start justify-between gap-4 border-slate-200 px-4 py-4 not-last:border-b dark:border-slate-800">
      <span className="min-w-0">
        <label htmlFor={id} className="block cursor-pointer font-medium">
          {label}
        </label>
        {description && (
          <span className="mt-0.5 block text-sm text-slate-500 dark:text-slate-400">{description}</span>
        )}
      </span>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={`relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-50 dark:focus-visible:ring-offset-slate-950 ${
          checked ? 'bg-brand-500' : 'bg-slate-300 dark:bg-slate-700'
        }`}
      >
        <span
          className={`inline-block size-5 rounded-full bg-white shadow transition ${checked ? 'translate-x-5.5' : 'translate-x-0.5'}`}
        />
      </button>
    </div>
  )
}
