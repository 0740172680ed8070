import type { Post } from '@agora/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { countOptions } from '@/lib/count-label.ts'
import { useLastSentReply } from '../api/create-reply.ts'
import { useMoreReplies } from '../api/get-replies.ts'

/** A reply as GET /posts/{id} embeds it: a post with up to 4 of its own replies. */
export type ThreadReply = NonNullable<Post['replies']>[number]

/**
 * The replies under a post (spec 001 sections 2 and 9): each reply as a card, at most 4 of its own
 * replies below it, then 'View all N replies', which loads the rest from /posts/{id}/replies.
 * Replies the page did not embed load the same way under 'Show more replies'.
 */
export function RepliesThread({ post }: { post: Post }) {
  const { t } = useTranslation('postPage')
  const replies = post.replies ?? []
  useBringIntoView(useLastSentReply(post.id))
  return (
    <section aria-labelledby="replies-heading">
      <h2 id="replies-heading" className="sr-only">
        {t('replies.heading')}
      </h2>
      {replies.length === 0 && post.replies_count === 0 ? (
        <p className="px-4 py-10 text-center text-slate-500 dark:text-slate-400">{t('replies.empty')}</p>
      ) : (
        <ul>
          {replies.map((reply) => (
            <li key={reply.id} id={replyAnchor(reply.id)}>
              <PostCard post={reply} size="m" />
              <NestedReplies reply={reply} />
            </li>
          ))}
        </ul>
      )}
      {replies.length < post.replies_count && (
        <MoreReplies postId={post.id} shown={replies.length} total={post.replies_count} nested={false} />
      )}
    </section>
  )
}

const replyAnchor = (id: number) => `reply-${id}`

/**
 * Scrolls a reply the reader just sent into view once it is on the page (it is, at once, when the
 * thread was fully shown; otherwise after the thread is read again, if it falls on the page).
 */
function useBringIntoView(replyId: number | undefined) {
  const [done, setDone] = useState<number | undefined>()
  useEffect(() => {
    if (replyId === undefined || replyId === done) return
    const element = document.getElementById(replyAnchor(replyId))
    if (!element) return
    element.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    setDone(replyId)
  })
}

function NestedReplies({ reply }: { reply: ThreadReply }) {
  const nested = reply.replies ?? []
  const total = Math.max(reply.replies_count, nested.length)
  if (total === 0) return null
  return (
    <div className="ml-9 border-l-2 border-slate-200 pl-3 dark:border-slate-800">
      {nested.length > 0 && (
        <ul>
          {nested.map((child) => (
            <li key={child.id} id={replyAnchor(child.id)}>
              <PostCard post={child} size="m" />
            </li>
          ))}
        </ul>
      )}
      {nested.length < total && <MoreReplies postId={reply.id} shown={nested.length} total={total} nested />}
    </div>
  )
}

/** The link that loads the rest of a thread, then the loaded replies and, while more exist, another. */
function MoreReplies({
  postId,
  shown,
  total,
  nested,
}: {
  postId: number
  shown: number
  total: number
  nested: boolean
}) {
  const { t } = useTranslation('postPage')
  const [open, setOpen] = useState(false)
  const more = useMoreReplies(postId, shown, open)
  const loaded = more.data?.pages.flat() ?? []
  const linkClass =
    'my-2 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-500 transition hover:bg-brand-500/10 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none'

  if (!open) {
    return (
      <div className={nested ? '' : 'px-4'}>
        <button type="button" className={linkClass} onClick={() => setOpen(true)}>
          {nested ? t('replies.viewAll', countOptions(total)) : t('replies.showMore')}
        </button>
      </div>
    )
  }
  if (more.isPending) return <ListSkeleton label={t('replies.loading')} rows={1} />
  if (more.isError && loaded.length === 0) {
    return (
      <ErrorState
        compact
        message={t('replies.error')}
        retryLabel={t('replies.retry')}
        onRetry={() => void more.refetch()}
      />
    )
  }
  return (
    <>
      <ul>
        {loaded.map((reply) => (
          <li key={reply.id}>
            <PostCard post={reply} size="m" />
          </li>
        ))}
      </ul>
      {more.isFetchingNextPage && (
        <div className="flex justify-center py-3 text-brand-500">
          <Spinner label={t('replies.loading')} />
        </div>
      )}
      {more.hasNextPage && !more.isFetchingNextPage && (
        <div className={nested ? '' : 'px-4'}>
          <button type="button" className={linkClass} onClick={() => void more.fetchNextPage()}>
            {t('replies.showMore')}
          </button>
        </div>
      )}
    </>
  )
}
