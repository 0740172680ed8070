import {
  MODERATION_DECISIONS,
  type ModerationDecision,
  type Notification,
  type NotificationType,
  notificationTarget,
} from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Icon, type IconName } from '@/components/ui/icon.tsx'
import { mediaUrl } from '@/lib/media-url.ts'
import { formatNotificationTime } from './notification-time.ts'

const ICONS: Record<NotificationType, { icon: IconName; tone: string }> = {
  like: { icon: 'heart', tone: 'text-rose-500' },
  comment: { icon: 'reply', tone: 'text-sky-500' },
  repost: { icon: 'repost', tone: 'text-emerald-500' },
  quote: { icon: 'quote', tone: 'text-emerald-500' },
  save: { icon: 'bookmark', tone: 'text-amber-500' },
  mention: { icon: 'mentioned', tone: 'text-sky-500' },
  follow: { icon: 'user', tone: 'text-brand-500' },
  community_join: { icon: 'users', tone: 'text-brand-500' },
  community_post: { icon: 'users', tone: 'text-brand-500' },
  event: { icon: 'calendar', tone: 'text-violet-500' },
  announcement: { icon: 'university', tone: 'text-violet-500' },
  message: { icon: 'messages', tone: 'text-sky-500' },
  community_invite: { icon: 'users', tone: 'text-brand-500' },
  moderation: { icon: 'shield', tone: 'text-amber-600' },
  report_update: { icon: 'flag', tone: 'text-brand-500' },
  export_ready: { icon: 'download', tone: 'text-emerald-500' },
  announcement_reminder: { icon: 'university', tone: 'text-amber-600' },
  event_spot: { icon: 'calendar', tone: 'text-emerald-500' },
  poll_closed: { icon: 'poll', tone: 'text-brand-500' },
}

const GROUPED = new Set<NotificationType>(['like', 'repost', 'save', 'follow'])

const isOutcome = (content: string | null): content is ModerationDecision =>
  (MODERATION_DECISIONS as readonly (string | null)[]).includes(content)

/** The sentence of a notification: who did what, a group as "Ayşe and 4 others". */
export function useNotificationText(n: Notification): string {
  const { t } = useTranslation('notifications')
  const name = n.actor_nickname || n.actor_username || t('someone')
  const values = { name, count: n.group_count - 1, community: n.community_name ?? '' }
  if (n.notification_type === 'follow' && n.follow_request) return t('text.followRequest', values)
  if (n.notification_type === 'event' && n.community_name) return t('text.eventIn', values)
  if (n.notification_type === 'comment' && n.event_id !== null) return t('text.commentEvent', values)
  if (n.notification_type === 'comment' && n.announcement_id !== null)
    return t('text.commentAnnouncement', values)
  // A report's outcome: `content` holds the decision (dismiss, remove, warn, suspend).
  if (n.notification_type === 'report_update' && isOutcome(n.content))
    return t(`text.reportOutcome.${n.content}`)
  if (GROUPED.has(n.notification_type) && n.group_count > 1) {
    return t(`text.${n.notification_type as 'like'}_group`, values)
  }
  return t(`text.${n.notification_type}`, values)
}

/**
 * What a notification is about, each on one line: the event's or announcement's title, and the post's
 * (or message's) excerpt, which the server cuts to 80 characters. Otherwise its stored text (a
 * moderation reason); a report's outcome is in the sentence already.
 */
function NotificationSubject({ notification: n }: { notification: Notification }) {
  const line = 'mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400'
  if (n.title || n.excerpt) {
    return (
      <>
        {n.title && <p className={`${line} font-medium text-slate-800 dark:text-slate-200`}>{n.title}</p>}
        {n.excerpt && <p className={line}>{n.excerpt}</p>}
      </>
    )
  }
  if (!n.content || n.notification_type === 'report_update') return null
  return (
    <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-400">{n.content}</p>
  )
}

/**
 * One notification (or group) of the list: the kind's icon, the latest actors' avatars, the sentence,
 * an excerpt and the age. Opening it marks it read; an unread one also has its own mark button.
 */
export function NotificationItem({
  notification: n,
  onOpen,
  onMarkRead,
}: {
  notification: Notification
  onOpen: (n: Notification) => void
  onMarkRead: (n: Notification) => void
}) {
  const { t } = useTranslation('notifications')
  const text = useNotificationText(n)
  const { icon, tone } = ICONS[n.notification_type]
  const actors = n.actors.length > 0 ? n.actors : []
  return (
    <li
      className={`relative flex gap-3 border-b border-slate-200 px-4 py-3 transition hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-900/60 ${
        n.is_read ? '' : 'bg-brand-50 dark:bg-brand-500/10'
      }`}
    >
      <Icon name={icon} className={`mt-1 size-6 shrink-0 ${tone}`} />
      <div className="min-w-0 flex-1">
        <div className="flex -space-x-2">
          {actors.map((a) => (
            <Avatar
              key={a.id}
              src={mediaUrl(a.avatar_url)}
              name={a.nickname || a.username}
              size="sm"
              className="ring-2 ring-white dark:ring-slate-950"
            />
          ))}
        </div>
        <Link
          to={notificationTarget(n)}
          onClick={() => onOpen(n)}
          className="mt-1 block text-[15px] text-slate-900 after:absolute after:inset-0 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-brand-500 dark:text-slate-100"
        >
          <span className="font-semibold">{text}</span>
        </Link>
        <NotificationSubject notification={n} />
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          <time dateTime={n.created_at}>{formatNotificationTime(n.created_at)}</time>
        </p>
      </div>
      {!n.is_read && (
        <button
          type="button"
          onClick={() => onMarkRead(n)}
          aria-label={t('markRead')}
          title={t('markRead')}
          className="relative z-10 mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full text-brand-500 hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
        >
          <span className="size-2.5 rounded-full bg-brand-500" aria-hidden="true" />
        </button>
      )}
    </li>
  )
}
