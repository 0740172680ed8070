import type { Event } from '@agora/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button.tsx'
import { Icon, type IconName } from '@/components/ui/icon.tsx'
import { Tooltip } from '@/components/ui/tooltip.tsx'
import { formatCount } from '@/lib/format.ts'
import { useAttendEvent } from '../api/attend-event.ts'
import { useLikeActivity } from '../api/like-activity.ts'
import { useSaveActivity } from '../api/save-activity.ts'
import { type Activity, activityPagePath, isEvent } from '../lib/paths.ts'

// The same tones as the post card's actions: each reads at 4.5:1 on the card in both themes.
const TONES = {
  comment: 'hover:text-brand-700 dark:hover:text-brand-400 [&_.bubble]:group-hover:bg-brand-500/10',
  like: 'hover:text-rose-700 dark:hover:text-rose-400 [&_.bubble]:group-hover:bg-rose-500/10',
  save: 'hover:text-brand-700 dark:hover:text-brand-400 [&_.bubble]:group-hover:bg-brand-500/10',
} as const
const ACTIVE = {
  comment: 'text-brand-700 dark:text-brand-400',
  like: 'text-rose-700 dark:text-rose-400 [&_path]:fill-current',
  save: 'text-brand-700 dark:text-brand-400 [&_path]:fill-current',
} as const

function actionClass(tone: keyof typeof TONES, active: boolean): string {
  return `group inline-flex items-center gap-1 rounded-full text-[13px] tabular-nums transition focus-visible:outline-none [&:focus-visible_.bubble]:ring-2 [&:focus-visible_.bubble]:ring-brand-600 dark:[&:focus-visible_.bubble]:ring-brand-400 disabled:cursor-not-allowed disabled:opacity-50 ${
    active ? ACTIVE[tone] : 'text-slate-600 dark:text-slate-400'
  } ${TONES[tone]}`
}

function Face({ icon, count }: { icon: IconName; count?: number }): ReactNode {
  return (
    <>
      <span className="bubble inline-flex size-9 items-center justify-center rounded-full transition">
        <Icon name={icon} className="size-[1.15rem]" />
      </span>
      {count !== undefined && <span className="min-w-4 pr-1">{count > 0 ? formatCount(count) : ''}</span>}
    </>
  )
}

/**
 * Comment count, like and save of an event or announcement, and for events the attend toggle with
 * its attendee count (spec 001 sections 2 and 4). Each toggle flips at once everywhere the item is
 * shown and quietly rolls back if the call fails. `extra` sits at the end (the detail page's share).
 */
export function ActivityActions({ item, extra }: { item: Activity; extra?: ReactNode }) {
  const { t } = useTranslation('activity')
  const like = useLikeActivity(item)
  const save = useSaveActivity(item)
  const { abilities } = item
  return (
    <div className="-ml-2 flex flex-wrap items-center gap-x-4 gap-y-2">
      <Tooltip label={t('actions.comments')}>
        <Link
          to={activityPagePath(item)}
          aria-label={t('actions.named.comments', { count: item.replies_count })}
          className={actionClass('comment', false)}
        >
          <Face icon="reply" count={item.replies_count} />
        </Link>
      </Tooltip>
      <Tooltip label={item.is_liked ? t('actions.unlike') : t('actions.like')}>
        <button
          type="button"
          onClick={() => like.mutate(!item.is_liked)}
          disabled={!abilities.can_like && !item.is_liked}
          aria-pressed={item.is_liked}
          aria-label={t('actions.named.like', { count: item.likes_count })}
          className={actionClass('like', item.is_liked)}
        >
          <Face icon="heart" count={item.likes_count} />
        </button>
      </Tooltip>
      <Tooltip label={item.is_saved ? t('actions.unsave') : t('actions.save')}>
        <button
          type="button"
          onClick={() => save.mutate(!item.is_saved)}
          disabled={!abilities.can_save && !item.is_saved}
          aria-label={item.is_saved ? t('actions.unsave') : t('actions.save')}
          className={actionClass('save', item.is_saved)}
        >
          <Face icon="bookmark" />
        </button>
      </Tooltip>
      {isEvent(item) && <AttendButton event={item} />}
      {extra}
    </div>
  )
}

/** Attend / Cancel Attendance (spec 001 Translations) with how many attend. */
function AttendButton({ event }: { event: Event }) {
  const { t } = useTranslation('activity')
  const attend = useAttendEvent(event)
  const attending = event.is_attending
  return (
    <div className="ml-auto flex items-center gap-2">
      <span className="text-[13px] text-slate-600 dark:text-slate-400">
        {t('actions.attendees', {
          count: event.attendees_count,
          formatted: formatCount(event.attendees_count),
        })}
      </span>
      {(event.abilities.can_attend || attending) && (
        <button
          type="button"
          onClick={() => attend.mutate(!attending)}
          className={buttonClass(attending ? 'secondary' : 'primary', 'px-4 py-1.5 text-sm')}
        >
          {attending ? t('actions.cancelAttendance') : t('actions.attend')}
        </button>
      )}
    </div>
  )
}
