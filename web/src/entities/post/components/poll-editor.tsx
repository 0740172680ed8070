import { POLL_LIMITS } from '@agora/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { optionProblem, type PollDraftState } from '../lib/poll-draft.ts'

const FIELD =
  'min-w-0 flex-1 rounded-xl border border-slate-300 bg-white px-3 py-2 text-[15px] text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400'
const ROUND =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 transition hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-300 dark:hover:bg-slate-800'

/** The composer's poll button (issue 31): pressed while the post carries a poll. */
export function PollToggle({ poll, disabled }: { poll: PollDraftState; disabled?: boolean }) {
  const { t } = useTranslation('post')
  const label = poll.open ? t('poll.remove') : t('poll.add')
  return (
    <button
      type="button"
      aria-pressed={poll.open}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={poll.toggle}
      className={`inline-flex size-10 items-center justify-center rounded-full text-brand-500 transition hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 ${poll.open ? 'bg-brand-500/15' : ''}`}
    >
      <Icon name="poll" className="size-5" />
    </button>
  )
}

/**
 * The poll's options (2 to 4, up to 25 characters each, with a counter near the limit), how long it is
 * open and whether it takes several choices (issue 31), as Mastodon's composer has them.
 */
export function PollEditor({ poll }: { poll: PollDraftState }) {
  const { t } = useTranslation('post')
  const id = useId()
  if (!poll.open) return null
  return (
    <fieldset className="mt-3 rounded-2xl border border-slate-200 p-3 dark:border-slate-800">
      <legend className="sr-only">{t('poll.label')}</legend>
      <ol className="flex flex-col gap-2">
        {poll.options.map((option, i) => {
          const number = i + 1
          const length = [...option.trim()].length
          const tooLong = optionProblem(option) === 'tooLong'
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the options are edited in place, by position
            <li key={i} className="flex items-center gap-2">
              <input
                value={option}
                onChange={(e) => poll.setOption(i, e.target.value)}
                aria-label={t('poll.option', { number })}
                placeholder={t('poll.option', { number })}
                aria-invalid={tooLong || undefined}
                aria-describedby={`${id}-count-${i}`}
                maxLength={POLL_LIMITS.optionMaxLength * 2}
                className={FIELD}
              />
              <span
                id={`${id}-count-${i}`}
                className={`w-10 shrink-0 text-right text-xs tabular-nums ${tooLong ? 'font-bold text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
              >
                <span aria-hidden="true">{POLL_LIMITS.optionMaxLength - length}</span>
                <span className="sr-only">
                  {t('poll.optionCount', { count: length, max: POLL_LIMITS.optionMaxLength })}
                </span>
              </span>
              {poll.options.length > POLL_LIMITS.minOptions && (
                <button
                  type="button"
                  onClick={() => poll.removeOption(i)}
                  aria-label={t('poll.removeOption', { number })}
                  className={ROUND}
                >
                  <Icon name="close" className="size-4" />
                </button>
              )}
            </li>
          )
        })}
      </ol>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        {poll.options.length < POLL_LIMITS.maxOptions && (
          <button
            type="button"
            onClick={poll.addOption}
            className="rounded-full px-2 py-1 text-sm font-semibold text-brand-600 hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-400"
          >
            {t('poll.addOption')}
          </button>
        )}
        <label className="flex items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">{t('poll.duration')}</span>
          <select
            value={poll.seconds}
            onChange={(e) => poll.setSeconds(Number(e.target.value))}
            className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-950"
          >
            {POLL_LIMITS.durations.map((seconds) => (
              <option key={seconds} value={seconds}>
                {/* Every duration of POLL_LIMITS has its words (i18n post.poll.durations). */}
                {t(`poll.durations.${seconds}` as 'poll.durations.300')}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={poll.multiple}
            onChange={(e) => poll.setMultiple(e.target.checked)}
            className="size-4 accent-brand-500"
          />
          {t('poll.multiple')}
        </label>
      </div>
    </fieldset>
  )
}
