import { type InputHTMLAttributes, type Ref, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'

const INPUT =
  'w-full rounded-xl border border-slate-200 bg-white px-4 py-3 text-slate-900 placeholder:text-slate-400 transition outline-none focus:border-transparent focus:ring-2 focus:ring-brand-500 aria-invalid:border-red-500 dark:border-slate-800 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500 dark:aria-invalid:border-red-500'

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'>

interface TextFieldProps extends InputProps {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  /** The id of the line that explains the field's state (availability, validation). */
  describedBy?: string
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}

export function TextField({
  id,
  label,
  value,
  onValueChange,
  describedBy,
  invalid,
  ref,
  className = '',
  ...rest
}: TextFieldProps) {
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-300">
        {label}
      </label>
      <input
        {...rest}
        ref={ref}
        id={id}
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className={`${INPUT} ${className}`}
      />
    </div>
  )
}

/** A password input with a show/hide button inside it. */
export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const { t } = useTranslation('auth')
  const [visible, setVisible] = useState(false)
  const label = visible ? t('password.hide') : t('password.show')
  return (
    <div className="relative">
      <TextField {...props} type={visible ? 'text' : 'password'} className="pr-12" />
      <button
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={label}
        aria-pressed={visible}
        title={label}
        className="absolute right-2 bottom-1.5 inline-flex size-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {visible && <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  )
}

/** Focuses the step's main control when the step appears, so keyboard users can type at once. */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    ref.current?.focus()
  }, [])
  return ref
}
