import type { Event } from '@agora/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { buttonClass } from '@/components/ui/button.tsx'
import { CardActionFace, cardActionClass } from '@/components/ui/card-action.tsx'
import { Tooltip } from '@/components/ui/tooltip.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { formatCount } from '@/lib/format.ts'
import { useAttendEvent } from '../api/attend-event.ts'
import { useLikeActivity } from '../api/like-activity.ts'
import { useSaveActivity } from '../api/save-activity.ts'
import { isFull } from '../lib/optimistic.ts'
import { type Activity, activityPagePath, isEvent } from '../lib/paths.ts'

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
          aria-label={t('actions.named.comments', countOptions(item.replies_count))}
          className={cardActionClass('reply', false)}
        >
          <CardActionFace icon="reply" count={item.replies_count} />
        </Link>
      </Tooltip>
      <Tooltip label={item.is_liked ? t('actions.unlike') : t('actions.like')}>
        <button
          type="button"
          onClick={() => like.mutate(!item.is_liked)}
          disabled={!abilities.can_like && !item.is_liked}
          aria-pressed={item.is_liked}
          aria-label={t('actions.named.like', countOptions(item.likes_count))}
          className={cardActionClass('like', item.is_liked)}
        >
          <CardActionFace icon="heart" count={item.likes_count} />
        </button>
      </Tooltip>
      <Tooltip label={item.is_saved ? t('actions.unsave') : t('actions.save')}>
        <button
          type="button"
          onClick={() => save.mutate(!item.is_saved)}
          disabled={!abilities.can_save && !item.is_saved}
          aria-label={item.is_saved ? t('actions.unsave') : t('actions.save')}
          className={cardActionClass('save', item.is_saved)}
        >
          <CardActionFace icon="bookmark" />
        </button>
      </Tooltip>
      {isEvent(item) && <AttendButton event={item} />}
      {extra}
    </div>
  )
}

/**
 * Attend / Cancel Attendance (spec 001 Translations) with how many attend, and the waitlist of a full
 * event (issue 17): Join waitlist, and while waiting, the viewer's place and Leave waitlist.
 */
export function AttendButton({ event }: { event: Event }) {
  const { t } = useTranslation('activity')
  const attend = useAttendEvent(event)
  const state = event.attendance ?? (event.is_attending ? 'attending' : null)
  const label =
    state === 'attending'
      ? t('actions.cancelAttendance')
      : state === 'waiting'
        ? t('actions.leaveWaitlist')
        : isFull(event)
          ? t('actions.joinWaitlist')
          : t('actions.attend')
  return (
    <div className="ml-auto flex flex-wrap items-center justify-end gap-x-2 gap-y-1">
      <span className="text-[13px] text-slate-600 dark:text-slate-400">
        {event.capacity === null
          ? t('actions.attendees', countOptions(event.attendees_count))
          : t('actions.going', {
              attending: formatCount(event.attendees_count),
              capacity: formatCount(event.capacity),
            })}
      </span>
      {state === 'waiting' && event.waitlist_position !== null && (
        <span className="text-[13px] font-medium text-amber-700 dark:text-amber-400" role="status">
          {t('actions.waitlistPosition', { position: event.waitlist_position })}
        </span>
      )}
      {(event.abilities.can_attend || state !== null) && (
        <button
          type="button"
          onClick={() => attend.mutate(state === null)}
          className={buttonClass(state === null ? 'primary' : 'secondary', 'px-4 py-1.5 text-sm')}
        >
          {label}
        </button>
      )}
    </div>
  )
}
