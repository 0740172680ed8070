import { LIMITS, REPLY_POLICIES, type ReplyPolicy } from '@agora/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { type PostControlsState, warningTooLong } from '../lib/post-controls.ts'

/**
 * The controls a composer adds beside its photo button (issue 16): the CW button that opens a
 * warning field (Mastodon's), and, for a thread's first post, who may reply (Bluesky's threadgate).
 */

const ROUND =
  'inline-flex h-10 items-center justify-center rounded-full text-brand-500 transition hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50'

/** CW: shows or hides the warning field; pressed while the post will carry a warning. */
export function WarningToggle({
  controls,
  disabled,
  onToggle,
}: {
  controls: PostControlsState
  disabled?: boolean
  onToggle?: () => void
}) {
  const { t } = useTranslation('post')
  const label = controls.warningOpen ? t('warning.remove') : t('warning.add')
  return (
    <button
      type="button"
      aria-pressed={controls.warningOpen}
      // Named by its content, so the name starts with the visible "CW" (WCAG 2.5.3).
      title={label}
      disabled={disabled}
      onClick={() => {
        controls.toggleWarning()
        onToggle?.()
      }}
      className={`${ROUND} min-w-10 px-2 text-sm font-bold ${controls.warningOpen ? 'bg-brand-500/15' : ''}`}
    >
      CW<span className="sr-only"> {label}</span>
    </button>
  )
}

/** The warning's text, over the post's text while the CW button is pressed. */
export function WarningField({ controls }: { controls: PostControlsState }) {
  const { t } = useTranslation('post')
  const id = useId()
  if (!controls.warningOpen) return null
  const tooLong = warningTooLong(controls.warning)
  return (
    <div className="mb-2">
      <label htmlFor={id} className="sr-only">
        {t('warning.label')}
      </label>
      <div className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-3 focus-within:ring-2 focus-within:ring-brand-500 dark:border-amber-700/60 dark:bg-amber-950/40">
        <Icon name="warning" className="size-4 shrink-0 text-amber-700 dark:text-amber-300" />
        <input
          id={id}
          // biome-ignore lint/a11y/noAutofocus: the person just asked for this field with the CW button
          autoFocus
          value={controls.warning}
          onChange={(e) => controls.setWarning(e.target.value)}
          placeholder={t('warning.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-error` : undefined}
          className="min-w-0 flex-1 bg-transparent py-2 text-[15px] text-slate-900 placeholder:text-amber-800/70 focus:outline-none dark:text-slate-100 dark:placeholder:text-amber-200/60"
        />
      </div>
      {tooLong && (
        <p
          id={`${id}-error`}
          role="alert"
          className="mt-1 text-sm font-medium text-red-600 dark:text-red-400"
        >
          {t('warning.tooLong', { max: LIMITS.contentWarningMax })}
        </p>
      )}
    </div>
  )
}

/** Who may reply: a small select with the choice's icon, Everyone by default. */
export function ReplyPolicySelect({
  value,
  onChange,
  disabled,
}: {
  value: ReplyPolicy
  onChange: (policy: ReplyPolicy) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('post')
  return (
    <label className="relative inline-flex h-10 min-w-0 items-center gap-1 rounded-full pr-1 pl-2 text-sm font-semibold text-brand-600 transition focus-within:ring-2 focus-within:ring-brand-500 hover:bg-brand-500/10 dark:text-brand-400">
      <Icon name={value} className="size-4 shrink-0" />
      <span className="sr-only">{t('replies.label')}</span>
      <select
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value as ReplyPolicy)}
        className="min-w-0 cursor-pointer appearance-none truncate bg-transparent py-2 pr-5 focus:outline-none disabled:cursor-not-allowed dark:[&>option]:bg-slate-900"
      >
        {REPLY_POLICIES.map((policy) => (
          <option key={policy} value={policy}>
            {t(`replies.${policy}`)}
          </option>
        ))}
      </select>
      <Icon name="chevronDown" className="pointer-events-none absolute right-2 size-4" />
    </label>
  )
}
