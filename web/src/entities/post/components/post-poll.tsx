import type { Poll } from '@agora/contract'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useVotePoll } from '../api/vote-poll.ts'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** "3 days left", "5 hours left", "12 minutes left" until `expiresAt`, or the final word once closed. */
function useTimeLeft(poll: Poll): string {
  const { t } = useTranslation('post')
  const left = new Date(poll.expires_at).getTime() - Date.now()
  if (poll.expired || left <= 0) return t('poll.final')
  if (left >= DAY) return t('poll.daysLeft', { count: Math.floor(left / DAY) })
  if (left >= HOUR) return t('poll.hoursLeft', { count: Math.floor(left / HOUR) })
  return t('poll.minutesLeft', { count: Math.max(1, Math.floor(left / MINUTE)) })
}

/**
 * A post's poll (issue 31), as Mastodon shows one: the choices with a Vote button while the reader may
 * vote; afterwards (and for the author, and for everyone once it closed) each option's share as a bar,
 * the reader's own choices marked. Votes are final. Counts never show before the server gives them.
 */
export function PostPoll({ postId, poll }: { postId: number; poll: Poll }) {
  const { t } = useTranslation('post')
  const timeLeft = useTimeLeft(poll)
  const open = poll.can_vote && !poll.expired && new Date(poll.expires_at).getTime() > Date.now()
  return (
    <div className="mt-3" data-poll="">
      {open ? <VoteForm postId={postId} poll={poll} /> : <Results poll={poll} />}
      <p className="mt-2 text-[13px] text-slate-600 dark:text-slate-400">
        {poll.voters_count !== null && (
          <>
            {poll.multiple
              ? t('poll.people', { count: poll.voters_count })
              : t('poll.votes', { count: poll.voters_count })}
            {' · '}
          </>
        )}
        {poll.voters_count === null && !open && !poll.expired && <>{t('poll.resultsAfterVote')} · </>}
        {timeLeft}
      </p>
    </div>
  )
}

function VoteForm({ postId, poll }: { postId: number; poll: Poll }) {
  const { t } = useTranslation('post')
  const vote = useVotePoll(postId)
  const [chosen, setChosen] = useState<number[]>([])
  const name = useId()
  const toggle = (i: number, on: boolean) =>
    setChosen((all) => (poll.multiple ? (on ? [...all, i] : all.filter((c) => c !== i)) : [i]))
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        if (chosen.length > 0) vote.mutate([...chosen].sort((a, b) => a - b))
      }}
    >
      <fieldset>
        <legend className="mb-2 text-[13px] text-slate-600 dark:text-slate-400">
          {t('poll.label')} · {poll.multiple ? t('poll.chooseMany') : t('poll.chooseOne')}
        </legend>
        <ul className="flex flex-col gap-2">
          {poll.options.map((option, i) => (
            <li key={option.title}>
              <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-xl border border-slate-300 px-3 py-2 text-[15px] transition hover:bg-slate-50 has-checked:border-brand-500 has-checked:bg-brand-500/10 has-focus-visible:ring-2 has-focus-visible:ring-brand-500 dark:border-slate-700 dark:hover:bg-slate-900/60">
                <input
                  type={poll.multiple ? 'checkbox' : 'radio'}
                  name={name}
                  checked={chosen.includes(i)}
                  onChange={(e) => toggle(i, e.target.checked)}
                  disabled={vote.isPending}
                  className="size-4 accent-brand-500"
                />
                <span className="min-w-0 break-words">{option.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <Button type="submit" disabled={chosen.length === 0 || vote.isPending} className="mt-2 px-5 py-1.5">
        {vote.isPending ? t('poll.voting') : t('poll.vote')}
      </Button>
      {vote.isError && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
          {errorMessage(vote.error, t('poll.failed'))}
        </p>
      )}
    </form>
  )
}

function Results({ poll }: { poll: Poll }) {
  const { t } = useTranslation('post')
  // A single-choice poll's shares add up to 100; a multiple one's are of the people who voted.
  const total = (poll.multiple ? poll.voters_count : poll.votes_count) ?? 0
  const top = Math.max(0, ...poll.options.map((o) => o.votes_count ?? 0))
  return (
    <ul aria-label={t('poll.label')} className="flex flex-col gap-2">
      {poll.options.map((option, i) => {
        const count = option.votes_count
        const share = count === null ? null : total === 0 ? 0 : Math.round((count / total) * 100)
        const mine = poll.own_votes.includes(i)
        const leading = count !== null && count === top && top > 0
        return (
          <li key={option.title} className="relative overflow-hidden rounded-xl">
            <span
              aria-hidden="true"
              className={`absolute inset-y-0 left-0 rounded-xl ${leading ? 'bg-brand-500/25' : 'bg-slate-200 dark:bg-slate-800'}`}
              style={{ width: `${share ?? 0}%` }}
            />
            <span className="relative flex min-h-10 items-center gap-2 px-3 py-2 text-[15px]">
              <span className={`min-w-0 flex-1 break-words ${leading ? 'font-semibold' : ''}`}>
                {option.title}
                {mine && (
                  <>
                    <Icon name="check" className="ml-1.5 inline size-4 align-[-2px] text-brand-500" />
                    <span className="sr-only"> ({t('poll.yourChoice')})</span>
                  </>
                )}
              </span>
              {share !== null && <span className="shrink-0 tabular-nums font-semibold">{share}%</span>}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
