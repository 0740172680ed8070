import type { PostBase } from '@agora/contract'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'

/**
 * The line saying who may reply when the thread is limited (issue 16), or null when everyone may: on a
 * thread's first post it names its author; further down, the thread's author stands unnamed.
 */
export function replyGateText(post: PostBase, t: TFunction<'post'>): string | null {
  if (post.reply_policy === 'everyone') return null
  const first = post.in_reply_to_id === null
  if (post.reply_policy === 'following') {
    return first
      ? t('replies.limitedFollowing', { username: post.user_username })
      : t('replies.limitedFollowingThread')
  }
  return first
    ? t('replies.limitedMentioned', { username: post.user_username })
    : t('replies.limitedMentionedThread')
}

/** A short line under a limited post's content; the reply button says the same when it is disabled. */
export function ReplyGateNote({ post }: { post: PostBase }) {
  const { t } = useTranslation('post')
  // Replies further down the thread leave the line to its first post (their reply button says it).
  const text = post.in_reply_to_id === null ? replyGateText(post, t) : null
  if (!text) return null
  return (
    <p className="mt-2 flex items-center gap-1.5 text-[13px] text-slate-600 dark:text-slate-400">
      <Icon
        name={post.reply_policy === 'following' ? 'following' : 'mentioned'}
        className="size-4 shrink-0"
      />
      <span>{text}</span>
    </p>
  )
}
