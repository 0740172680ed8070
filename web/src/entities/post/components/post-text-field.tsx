import { LIMITS } from '@agora/contract'
import {
  type ChangeEvent,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
} from 'react'
import { useTranslation } from 'react-i18next'
import { clampEdit, codePointLength } from '@/lib/text-limit.ts'

const MAX = LIMITS.postMaxLength
/** The counter turns amber and shows what is left this close to the limit, as on other microblogs. */
const WARN_AT = MAX - 20

/** True when `text` is past the 280-character limit (only text that arrived longer, or a hashtag put in). */
export function isOverLimit(text: string): boolean {
  return codePointLength(text) > MAX
}

const LOOKS = {
  /** The Home composer: no frame, large text. */
  bare: 'bg-transparent py-2 text-lg leading-7 focus:outline-none',
  /** Replies, edits and quotes: a framed box. */
  boxed:
    'rounded-xl border border-slate-300 bg-white px-4 py-3 text-[15px] leading-6 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900',
} as const

type TextareaProps = Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'onChange' | 'maxLength' | 'style' | 'id' | 'className'
>

/**
 * The one text field of a post's text (composer, reply, quote, edit; spec 000 section 5): 280
 * characters counted in code points as the server counts them, so an emoji is one. Typing beyond the
 * limit is blocked and a paste is cut, wherever the caret is; a text that arrived longer says 'Post
 * cannot exceed 280 characters'. A ring fills towards the limit, the number left shows near it, and the
 * count is the field's description for screen readers. The box grows with its text up to maxHeight.
 */
export function PostTextField({
  label,
  value,
  onValueChange,
  maxHeight,
  look = 'boxed',
  describedBy,
  ref,
  className = '',
  ...textarea
}: TextareaProps & {
  label: string
  value: string
  /** The new text and where the caret is in it. */
  onValueChange: (value: string, caret: number) => void
  maxHeight: number
  look?: keyof typeof LOOKS
  /** More lines that explain the field (a media problem), beside the counter. */
  describedBy?: string
  ref?: Ref<HTMLTextAreaElement | null>
  className?: string
}) {
  const { t } = useTranslation('post')
  const id = useId()
  const inner = useRef<HTMLTextAreaElement>(null)
  useImperativeHandle(ref, () => inner.current as HTMLTextAreaElement)
  const caretAfterRender = useRef<number | null>(null)
  const count = codePointLength(value)
  const over = count > MAX

  useLayoutEffect(() => {
    const el = inner.current
    if (!el) return
    if (value === '') {
      // Empty, the field's own rows are its height: no need to measure (a forced layout of the whole
      // page while Home's first screen renders).
      el.style.height = ''
      el.style.overflowY = 'hidden'
    } else {
      el.style.height = 'auto'
      el.style.height = `${Math.min(el.scrollHeight, maxHeight)}px`
      el.style.overflowY = el.scrollHeight > maxHeight ? 'auto' : 'hidden'
    }
    if (caretAfterRender.current !== null) {
      el.setSelectionRange(caretAfterRender.current, caretAfterRender.current)
      caretAfterRender.current = null
    }
  })

  const change = (e: ChangeEvent<HTMLTextAreaElement>) => {
    const next = clampEdit(value, e.target.value, MAX)
    caretAfterRender.current = next.caret
    onValueChange(next.value, next.caret ?? e.target.selectionStart)
  }

  const tone = over
    ? 'text-red-600 dark:text-red-400'
    : count >= WARN_AT
      ? 'text-amber-700 dark:text-amber-400'
      : 'text-slate-500 dark:text-slate-400'

  return (
    <div className={className}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        rows={2}
        {...textarea}
        ref={inner}
        id={id}
        value={value}
        onChange={change}
        aria-invalid={over || undefined}
        aria-describedby={[over && `${id}-note`, `${id}-count`, describedBy].filter(Boolean).join(' ')}
        style={{ maxHeight }}
        className={`block w-full resize-none text-slate-900 placeholder:text-slate-500 dark:text-slate-100 dark:placeholder:text-slate-400 ${LOOKS[look]}`}
      />
      <div className="mt-1.5 flex items-center justify-between gap-3 text-sm">
        <p
          id={`${id}-note`}
          role={over ? 'alert' : undefined}
          className="font-medium text-red-600 dark:text-red-400"
        >
          {over ? t('text.tooLong') : ''}
        </p>
        <span id={`${id}-count`} className={`inline-flex shrink-0 items-center gap-1.5 tabular-nums ${tone}`}>
          {count >= WARN_AT && <span aria-hidden="true">{MAX - count}</span>}
          <CounterRing share={count / MAX} />
          <span className="sr-only">{t('text.counter', { count, max: MAX })}</span>
        </span>
      </div>
    </div>
  )
}

/** A ring that fills towards the limit; full (in the text's colour) at and beyond it. */
function CounterRing({ share }: { share: number }) {
  const r = 8
  const length = 2 * Math.PI * r
  return (
    <svg viewBox="0 0 20 20" className="size-5 -rotate-90" aria-hidden="true">
      <circle
        cx="10"
        cy="10"
        r={r}
        fill="none"
        strokeWidth="2.5"
        className="stroke-slate-200 dark:stroke-slate-700"
      />
      <circle
        cx="10"
        cy="10"
        r={r}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap={share > 0 ? 'round' : 'butt'}
        strokeDasharray={length}
        strokeDashoffset={length * (1 - Math.min(share, 1))}
      />
    </svg>
  )
}
