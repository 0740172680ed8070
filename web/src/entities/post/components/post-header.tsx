import type { PostBase } from '@agora/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { displayName } from '@/lib/display-name.ts'
import { formatFullDateTime, formatRelativeTime } from '@/lib/format.ts'

const MUTED = 'text-slate-500 dark:text-slate-400'

export function authorName(post: PostBase): string {
  return displayName({
    username: post.user_username,
    nickname: post.user_nickname,
    full_name: post.user_full_name,
  })
}

/** The 'Edited' mark, titled with when. */
export function EditedMark({ post }: { post: PostBase }) {
  const { t, i18n } = useTranslation('post')
  if (!post.edited) return null
  return (
    <span
      className={MUTED}
      title={
        post.edited_at
          ? t('editedAt', { date: formatFullDateTime(post.edited_at, i18n.language) })
          : undefined
      }
    >
      {t('edited')}
    </span>
  )
}

/**
 * The list card's top line: display name, @username, the relative time (titled with the full
 * date, and the card's keyboard way to its page), the Edited mark, and a trailing menu.
 */
export function PostHeader({ post, trailing }: { post: PostBase; trailing?: ReactNode }) {
  const { i18n } = useTranslation('post')
  const profile = `/users/${post.user_id}`
  return (
    <div className="flex min-w-0 items-center gap-1 text-[15px] leading-5">
      <Link
        to={profile}
        className="truncate font-bold text-slate-900 hover:underline focus-visible:underline focus-visible:outline-none dark:text-slate-100"
      >
        {authorName(post)}
      </Link>
      <span className={`truncate ${MUTED}`}>@{post.user_username}</span>
      <span aria-hidden="true" className={MUTED}>
        ·
      </span>
      <Link
        to={`/posts/${post.id}`}
        className={`shrink-0 hover:underline focus-visible:underline focus-visible:outline-none ${MUTED}`}
      >
        <time dateTime={post.created_at} title={formatFullDateTime(post.created_at, i18n.language)}>
          {formatRelativeTime(post.created_at, { lang: i18n.language })}
        </time>
      </Link>
      {post.edited && (
        <>
          <span aria-hidden="true" className={MUTED}>
            ·
          </span>
          <EditedMark post={post} />
        </>
      )}
      {trailing && <div className="ml-auto shrink-0 pl-2">{trailing}</div>}
    </div>
  )
}
