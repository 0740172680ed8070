import type { PostBase } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { displayName } from '@/lib/display-name.ts'
import { formatFullDateTime, formatRelativeTime } from '@/lib/format.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { WarningGate } from './content-warning.tsx'
import { PostContent } from './post-content.tsx'
import { PostMedia } from './post-media.tsx'

const FRAME =
  'block rounded-2xl border border-slate-200 p-3 text-left dark:border-slate-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'

/**
 * A post at size s: the embedded quote, the post being quoted in the quote composer. Compact, no
 * actions; when `linked` the whole box is one link to the post.
 */
export function PostEmbed({ post, linked = true }: { post: PostBase; linked?: boolean }) {
  const { t, i18n } = useTranslation('post')
  if (post.deleted) {
    return <p className={`${FRAME} text-[15px] text-slate-500 dark:text-slate-400`}>{t('deleted')}</p>
  }
  const name = displayName({
    username: post.user_username,
    nickname: post.user_nickname,
    full_name: post.user_full_name,
  })
  const header = (
    <div className="flex min-w-0 items-center gap-2 text-[15px]">
      <Avatar src={mediaUrl(post.user_avatar_url)} name={name} size="sm" className="size-6! text-xs!" />
      <span className="truncate font-bold text-slate-900 dark:text-slate-100">{name}</span>
      <span className="truncate text-slate-500 dark:text-slate-400">@{post.user_username}</span>
      <span aria-hidden="true" className="text-slate-500 dark:text-slate-400">
        ·
      </span>
      <time
        dateTime={post.created_at}
        title={formatFullDateTime(post.created_at, i18n.language)}
        className="shrink-0 text-slate-500 dark:text-slate-400"
      >
        {formatRelativeTime(post.created_at, { lang: i18n.language })}
      </time>
    </div>
  )
  const content = (
    <>
      <PostContent
        post={post}
        interactive={false}
        className="mt-1 line-clamp-6 text-[15px] text-slate-900 dark:text-slate-100"
      />
      {(post.images.length > 0 || post.video) && (
        <div className="mt-2">
          <PostMedia images={post.images} video={post.video} interactive={false} compact />
        </div>
      )}
    </>
  )
  if (post.content_warning) {
    // The warning's button may not sit inside a link: here only the author line links to the post.
    return (
      <div className={FRAME}>
        {linked ? (
          <Link to={`/posts/${post.id}`} className="block rounded-lg hover:underline">
            {header}
          </Link>
        ) : (
          header
        )}
        <WarningGate warning={post.content_warning} compact>
          {content}
        </WarningGate>
      </div>
    )
  }
  const body = (
    <>
      {header}
      {content}
    </>
  )
  if (!linked) return <div className={FRAME}>{body}</div>
  return (
    <Link
      to={`/posts/${post.id}`}
      className={`${FRAME} transition hover:bg-slate-50 dark:hover:bg-slate-900/60`}
    >
      {body}
    </Link>
  )
}
