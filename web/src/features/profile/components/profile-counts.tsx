import type { UserProfile } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { formatCount } from '@/lib/format.ts'
import type { FollowTab } from './follow-list-dialog.tsx'

/**
 * Followers, following, requests (one's own profile) and posts, shortened with K and M (spec 001
 * section 9). The first three open the follow list dialog on their tab.
 */
export function ProfileCounts({
  profile,
  onOpen,
}: {
  profile: UserProfile
  onOpen: (tab: FollowTab) => void
}) {
  const { t } = useTranslation('profile')
  const count = (n: number, key: 'followers' | 'following' | 'requests' | 'posts') => (
    <>
      <span className="font-bold text-slate-900 dark:text-slate-100">{formatCount(n)}</span>{' '}
      <span className="text-slate-500 dark:text-slate-400">{t(`counts.${key}`, { count: n })}</span>
    </>
  )
  const button =
    'rounded-md hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'
  return (
    <div className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-[15px]">
      <button type="button" className={button} onClick={() => onOpen('following')}>
        {count(profile.following_count, 'following')}
      </button>
      <button type="button" className={button} onClick={() => onOpen('followers')}>
        {count(profile.followers_count, 'followers')}
      </button>
      {profile.follow_requests_count !== null && (
        <button type="button" className={button} onClick={() => onOpen('requests')}>
          {count(profile.follow_requests_count, 'requests')}
        </button>
      )}
      <span>{count(profile.posts_count, 'posts')}</span>
    </div>
  )
}
