import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react'

/**
 * A labelled input in the product's style, with an optional hint or error under it. `end` is a control
 * inside the input's right edge (a show-password toggle); `describedBy` names one more line that
 * explains the field (an availability status), beside the hint or error.
 */
export function TextField({
  label,
  hint,
  error,
  end,
  describedBy,
  ref,
  className = '',
  ...input
}: InputHTMLAttributes<HTMLInputElement> & {
  label: string
  hint?: string
  error?: string | null
  end?: ReactNode
  describedBy?: string
  ref?: Ref<HTMLInputElement>
}) {
  const id = useId()
  const noteId = `${id}-note`
  const note = error || hint
  const described = [note ? noteId : null, describedBy].filter(Boolean).join(' ')
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className={`w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-500 dark:placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none read-only:bg-slate-50 read-only:text-slate-500 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:read-only:bg-slate-900/50 dark:read-only:text-slate-400 ${end ? 'pr-12' : ''}`}
          {...input}
        />
        {end && <div className="absolute inset-y-0 right-1.5 flex items-center">{end}</div>}
      </div>
      {note && (
        <p
          id={noteId}
          className={`mt-1.5 text-sm ${error ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {note}
        </p>
      )}
    </div>
  )
}
