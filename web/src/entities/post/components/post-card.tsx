import type { PostBase } from '@agora/contract'
import { type MouseEvent, memo } from 'react'
import { Trans, useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { LinkCard } from '@/components/ui/link-card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { authStorage } from '@/lib/auth-storage.ts'
import { countOptions } from '@/lib/count-label.ts'
import { displayName } from '@/lib/display-name.ts'
import { formatCount, formatFullDateTime } from '@/lib/format.ts'
import { mediaUrl } from '@/lib/media-url.ts'
import { usePost } from '../api/get-post.ts'
import { WarningGate } from './content-warning.tsx'
import { PostActions } from './post-actions.tsx'
import { PostContent } from './post-content.tsx'
import { PostEmbed } from './post-embed.tsx'
import { authorName, EditedMark, PostHeader } from './post-header.tsx'
import { PostMedia } from './post-media.tsx'
import { PostOwnerMenu } from './post-owner-menu.tsx'
import { PostPoll } from './post-poll.tsx'
import { ReplyGateNote } from './reply-gate.tsx'

export type PostCardSize = 's' | 'm' | 'l'

/** A post as the card shows it: the original of a repost, with the quote it embeds. */
type ShownPost = PostBase & { quoted_status?: PostBase | null }

/** What the card takes: a Post, or a bare PostBase (a nested reply) without embedded posts. */
export type CardPost = PostBase & { retweeted_status?: PostBase | null; quoted_status?: PostBase | null }

const MUTED = 'text-slate-500 dark:text-slate-400'

/** Clicks on these do their own thing and never open the post. */
const INTERACTIVE = 'a, button, input, textarea, video, label, fieldset, [role="menu"], [role="dialog"]'

/**
 * A post in three sizes (spec 000 section 2): s is the compact embed (quotes), m the list card, l
 * the post page's detail (full date-time, views, no click-through). A repost shows its original
 * under a '<name> reposted' line, fetching the original when the item does not embed it.
 *
 * Memoized: the cache helper (lib/optimistic.ts) rebuilds only the post a toggle touches, so a like
 * in a list of hundreds re-renders one card while its siblings keep their props and bail out.
 */
export const PostCard = memo(function PostCard({
  post,
  size = 'm',
  onDeleted,
}: {
  post: CardPost
  size?: PostCardSize
  onDeleted?: (id: number) => void
}) {
  const { t } = useTranslation('post')
  const navigate = useNavigate()
  const isRepost = post.retweeted_status_id !== null
  const missingOriginal = isRepost && !post.retweeted_status
  const original = usePost(post.retweeted_status_id ?? 0, { enabled: missingOriginal })
  const shown: ShownPost | undefined = isRepost ? (post.retweeted_status ?? original.data) : post

  if (size === 's') return shown ? <PostEmbed post={shown} /> : null

  const openPost = (e: MouseEvent<HTMLElement>) => {
    if (size === 'l' || !shown) return
    const target = e.target as Element
    // Portaled dialogs bubble through React but are not inside the card in the page.
    if (!e.currentTarget.contains(target) || target.closest(INTERACTIVE)) return
    if (window.getSelection()?.toString()) return
    navigate(`/posts/${shown.id}`)
  }

  const frame =
    size === 'l'
      ? 'px-4 pt-3'
      : 'cursor-pointer px-4 pt-3 pb-1 transition-colors hover:bg-slate-50/70 dark:hover:bg-slate-900/40'

  return (
    // Keyboard users open the post through its time link; the click on the whole card is a shortcut.
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <article
      onClick={openPost}
      aria-label={shown ? authorName(shown) : undefined}
      className={`border-b border-slate-200 dark:border-slate-800 ${frame}`}
    >
      {isRepost && <RepostedBy post={post} />}
      {!shown ? (
        <div className={`flex items-center gap-2 py-3 text-[15px] ${MUTED}`}>
          {original.isError ? (
            t('originalUnavailable')
          ) : (
            <Spinner label={t('loadingOriginal')} className="size-4 text-brand-500" />
          )}
        </div>
      ) : size === 'l' ? (
        <DetailBody post={shown} onDeleted={onDeleted} />
      ) : (
        <ListBody post={shown} onDeleted={onDeleted} />
      )}
    </article>
  )
})

function RepostedBy({ post }: { post: PostBase }) {
  const { t } = useTranslation('post')
  const by = post.latest_retweet_by
  const name = by ? displayName(by) : (post.retweeted_by_username ?? post.retweeted_by ?? authorName(post))
  const mine = post.user_id === authStorage.currentUserId()
  return (
    <p className={`mb-1 flex items-center gap-2 pl-8 text-[13px] font-semibold ${MUTED}`}>
      <Icon name="repost" className="size-4" />
      <Link to={`/users/${post.user_id}`} className="truncate hover:underline">
        {mine ? t('repostedByYou') : t('repostedBy', { name })}
      </Link>
    </p>
  )
}

function ReplyContext({ post }: { post: PostBase }) {
  const { t } = useTranslation('post')
  const parent = post.in_reply_to
  if (post.in_reply_to_id === null || !parent) return null
  if (parent.deleted) return <p className={`text-[15px] ${MUTED}`}>{t('deletedParent')}</p>
  return (
    <p className={`text-[15px] ${MUTED}`}>
      <Trans
        t={t}
        i18nKey="replyingTo"
        values={{ username: parent.user_username }}
        components={{
          parent: <Link to={`/posts/${parent.id}`} className="text-brand-500 hover:underline" />,
        }}
      />
    </p>
  )
}

function Body({ post, large }: { post: ShownPost; large: boolean }) {
  const { t } = useTranslation('post')
  const hasMedia = post.images.length > 0 || post.video
  return (
    <>
      <ReplyContext post={post} />
      <WarningGate warning={post.content_warning}>
        <PostContent
          post={post}
          className={`text-slate-900 dark:text-slate-100 ${large ? 'mt-3 text-[17px] leading-6' : 'text-[15px] leading-5'}`}
        />
        {hasMedia && (
          <div className="mt-3">
            <PostMedia images={post.images} video={post.video} />
          </div>
        )}
        {post.poll && <PostPoll postId={post.id} poll={post.poll} />}
        {/* Issue 31: a link's card, when nothing else is shown under the text (as Mastodon does). */}
        {!hasMedia && !post.poll && !post.quoted_status && post.link_card && (
          <LinkCard card={post.link_card} className="mt-3" />
        )}
      </WarningGate>
      {post.quoted_status ? (
        <div className="mt-3">
          <PostEmbed post={post.quoted_status} />
        </div>
      ) : (
        // A quote of a post the viewer may not see, or of one that is gone, still says it quoted.
        post.quoted_status_id !== null && (
          <p className="mt-3 rounded-2xl border border-slate-200 p-3 text-[15px] text-slate-500 dark:border-slate-800 dark:text-slate-400">
            {t('originalUnavailable')}
          </p>
        )
      )}
      <ReplyGateNote post={post} />
    </>
  )
}

function ProfileAvatar({ post }: { post: PostBase }) {
  const name = authorName(post)
  return (
    <Link to={`/users/${post.user_id}`} aria-hidden="true" tabIndex={-1} className="shrink-0">
      <Avatar src={mediaUrl(post.user_avatar_url)} name={name} />
    </Link>
  )
}

function ListBody({ post, onDeleted }: { post: ShownPost; onDeleted?: (id: number) => void }) {
  return (
    <div className="flex gap-3">
      <ProfileAvatar post={post} />
      <div className="min-w-0 flex-1">
        <PostHeader post={post} trailing={<PostOwnerMenu post={post} onDeleted={onDeleted} />} />
        <div className="mt-0.5">
          <Body post={post} large={false} />
        </div>
        <PostActions post={post} />
      </div>
    </div>
  )
}

function DetailBody({ post, onDeleted }: { post: ShownPost; onDeleted?: (id: number) => void }) {
  const { t, i18n } = useTranslation('post')
  return (
    <>
      <div className="flex items-center gap-3">
        <ProfileAvatar post={post} />
        <div className="min-w-0 flex-1 text-[15px] leading-5">
          <Link
            to={`/users/${post.user_id}`}
            className="block truncate font-bold text-slate-900 hover:underline dark:text-slate-100"
          >
            {authorName(post)}
          </Link>
          <span className={`block truncate ${MUTED}`}>@{post.user_username}</span>
        </div>
        <PostOwnerMenu post={post} onDeleted={onDeleted} />
      </div>
      <Body post={post} large />
      <p className={`mt-4 flex flex-wrap items-center gap-x-1 pb-3 text-[15px] ${MUTED}`}>
        <time dateTime={post.created_at}>{formatFullDateTime(post.created_at, i18n.language)}</time>
        <span aria-hidden="true">·</span>
        <span>
          <span className="font-bold text-slate-900 dark:text-slate-100">
            {formatCount(post.views_count)}
          </span>{' '}
          {t('views', countOptions(post.views_count))}
        </span>
        {post.quote_count > 0 && (
          <>
            <span aria-hidden="true">·</span>
            <span>
              <span className="font-bold text-slate-900 dark:text-slate-100">
                {formatCount(post.quote_count)}
              </span>{' '}
              {t('quotes', countOptions(post.quote_count))}
            </span>
          </>
        )}
        {post.edited && (
          <>
            <span aria-hidden="true">·</span>
            <EditedMark post={post} />
          </>
        )}
      </p>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <PostActions post={post} detail />
      </div>
    </>
  )
}
