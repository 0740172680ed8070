import type { UserProfile } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format.ts'
import { AttendedEventsDialog } from './attended-events-dialog.tsx'
import type { FollowTab } from './follow-list-dialog.tsx'

/**
 * Followers, following, requests (one's own profile), posts and attended events, shortened with K and M (spec 001
 * section 9). The first three open the follow list dialog on their tab where the viewer may read the
 * lists. A profile whose posts are closed to the viewer (private, not followed) shows its follow
 * counts as plain text and no post or attended-events count (the server sends none); one the viewer
 * blocked shows none. The attended-events count opens their list.
 */
export function ProfileCounts({
  profile,
  onOpen,
}: {
  profile: UserProfile
  onOpen: (tab: FollowTab) => void
}) {
  const { t } = useTranslation('profile')
  const [showAttended, setShowAttended] = useState(false)
  const count = (n: number, key: 'followers' | 'following' | 'requests' | 'posts' | 'attendedEvents') => (
    <>
      <span className="font-bold text-slate-900 dark:text-slate-100">{formatCount(n)}</span>{' '}
      <span className="text-slate-500 dark:text-slate-400">{t(`counts.${key}`, { count: n })}</span>
    </>
  )
  const button =
    'rounded-md hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'
  if (profile.relation.is_blocked) return null
  const open = profile.abilities.can_view_posts
  const follow = (n: number, tab: 'following' | 'followers') =>
    open ? (
      <button type="button" className={button} onClick={() => onOpen(tab)}>
        {count(n, tab)}
      </button>
    ) : (
      <span>{count(n, tab)}</span>
    )
  return (
    <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-[15px]">
      {follow(profile.following_count, 'following')}
      {follow(profile.followers_count, 'followers')}
      {profile.follow_requests_count !== null && (
        <button type="button" className={button} onClick={() => onOpen('requests')}>
          {count(profile.follow_requests_count, 'requests')}
        </button>
      )}
      {profile.posts_count !== null && <span>{count(profile.posts_count, 'posts')}</span>}
      {profile.attended_events_count !== null && (
        <button type="button" className={button} onClick={() => setShowAttended(true)}>
          {count(profile.attended_events_count, 'attendedEvents')}
        </button>
      )}
      {showAttended && <AttendedEventsDialog profile={profile} onClose={() => setShowAttended(false)} />}
    </div>
  )
}
