import type { UserRelation } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useToast } from '@/components/ui/toast.tsx'
import { useFollowUser } from '../api/follow-user.ts'

const BASE =
  'inline-flex min-w-28 items-center justify-center rounded-full px-4 py-2 text-[15px] font-semibold transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:ring-offset-white disabled:opacity-50 dark:focus-visible:ring-offset-slate-950'
const OUTLINE = 'border border-slate-300 dark:border-slate-700'
const TONES = {
  follow:
    'bg-slate-900 text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300',
  quiet: `${OUTLINE} text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800`,
  unfollow:
    'border border-red-300 text-red-600 hover:bg-red-50 dark:border-red-500/50 dark:text-red-400 dark:hover:bg-red-500/10',
} as const

/**
 * Follow, Request sent and Following (spec 001 section 4, Follow): Follow asks a private account and
 * follows a public one; pressing Request sent withdraws the request; Following reads Unfollow while
 * pointed at or focused, as on X, and unfollows. The state shows at once (useFollowUser).
 */
export function FollowButton({
  user,
  className = '',
}: {
  user: { id: number; is_private: boolean; relation: UserRelation }
  className?: string
}) {
  const { t } = useTranslation('user')
  const toast = useToast()
  const follow = useFollowUser(user.id)
  const [pointed, setPointed] = useState(false)
  const { is_following, is_requested } = user.relation

  const toggle = (on: boolean) => {
    // The pointer is still on the button that replaced this one; it reads its resting label first.
    setPointed(false)
    follow.mutate(on, { onError: () => toast.error(on ? t('follow.failed') : t('follow.unfollowFailed')) })
  }
  const hover = {
    onMouseEnter: () => setPointed(true),
    onMouseLeave: () => setPointed(false),
    onFocus: () => setPointed(true),
    onBlur: () => setPointed(false),
  }

  if (is_following) {
    return (
      <button
        type="button"
        {...hover}
        onClick={() => toggle(false)}
        className={`${BASE} ${pointed ? TONES.unfollow : TONES.quiet} ${className}`}
      >
        {pointed ? t('follow.unfollow') : t('follow.following')}
      </button>
    )
  }
  if (is_requested) {
    return (
      <button
        type="button"
        title={t('follow.withdrawHint')}
        onClick={() => toggle(false)}
        className={`${BASE} ${TONES.quiet} ${className}`}
      >
        {t('follow.requested')}
      </button>
    )
  }
  return (
    <button type="button" onClick={() => toggle(true)} className={`${BASE} ${TONES.follow} ${className}`}>
      {t('follow.follow')}
    </button>
  )
}
