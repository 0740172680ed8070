import { LIMITS } from '@agora/contract'
import { type ChangeEvent, useId, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { clampEdit, codePointLength } from '@/lib/text-limit.ts'

const MAX = LIMITS.postMaxLength

/** True when `text` is past the 280-character limit (possible only when it started there). */
export function isOverLimit(text: string): boolean {
  return codePointLength(text) > MAX
}

/**
 * A post's textarea with the 280-character rule of spec 000 section 5: typing beyond it is blocked
 * and a paste is cut; a live counter, and 'Post cannot exceed 280 characters' when the text is over
 * (only text that arrived longer, such as an older post being edited). It grows with its text up to
 * maxHeight, then scrolls.
 */
export function PostTextField({
  label,
  value,
  onChange,
  placeholder,
  maxHeight,
  autoFocus = false,
  className = '',
}: {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  maxHeight: number
  autoFocus?: boolean
  className?: string
}) {
  const { t } = useTranslation('postPage')
  const id = useId()
  const ref = useRef<HTMLTextAreaElement>(null)
  const caretAfterRender = useRef<number | null>(null)
  const count = codePointLength(value)
  const over = count > MAX

  useLayoutEffect(() => {
    const el = ref.current
    if (!el) return
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, maxHeight)}px`
    el.style.overflowY = el.scrollHeight > maxHeight ? 'auto' : 'hidden'
    if (caretAfterRender.current !== null) {
      el.setSelectionRange(caretAfterRender.current, caretAfterRender.current)
      caretAfterRender.current = null
    }
  })

  const change = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const next = clampEdit(value, e.target.value, MAX)
    caretAfterRender.current = next.caret
    onChange(next.value)
  }

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        value={value}
        rows={2}
        placeholder={placeholder}
        onChange={change}
        // biome-ignore lint/a11y/noAutofocus: the edit form opens for typing, as the reader asked for it
        autoFocus={autoFocus}
        aria-invalid={over || undefined}
        aria-describedby={`${id}-note`}
        style={{ maxHeight }}
        className="block w-full resize-none rounded-xl border border-slate-300 bg-white px-4 py-3 text-[15px] leading-6 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
      />
      <div id={`${id}-note`} className="mt-1.5 flex items-start justify-between gap-3 text-sm">
        <p role={over ? 'alert' : undefined} className="font-medium text-red-600 dark:text-red-400">
          {over ? t('text.tooLong') : ''}
        </p>
        <span
          className={`shrink-0 tabular-nums ${over ? 'text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          <span aria-hidden="true">
            {count}/{MAX}
          </span>
          <span className="sr-only">{t('text.counter', { count, max: MAX })}</span>
        </span>
      </div>
    </div>
  )
}
