import type { ProfileComment } from '@agora/contract'
import { memo, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import { PostEmbed } from '@/entities/post/components/post-embed.tsx'
import { PostStream, uniquePosts } from '@/entities/post/components/post-stream.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { type ProfileList, useProfileList } from '../api/get-profile-posts.ts'
import { Loading } from './follow-request-list.tsx'

interface ListProps {
  userId: number
  username: string
  /** The list answered 403: the account is private to the viewer (spec 001 section 7, Result handling). */
  onClosed: () => void
}

/** The Posts or Liked tab: an endless stream of post cards. */
export function ProfilePostList({ list, ...props }: ListProps & { list: Exclude<ProfileList, 'comments'> }) {
  const { t } = useTranslation('profile')
  const query = useProfileList(props.userId, list)
  const state = useListState(query, props.onClosed)
  if (state) return state
  const posts = uniquePosts(query.data?.pages ?? [])
  if (posts.length === 0) return <EmptyState title={t(`tabs.empty.${list}`, { username: props.username })} />
  return (
    <PostStream
      posts={posts}
      label={t(`tabs.${list}`)}
      scrollKey={`profile:${props.userId}:${list}`}
      texts={{
        loadingMore: t('lists.loadingMore'),
        error: t('lists.error'),
        retry: t('retry'),
        end: t('lists.end'),
      }}
      hasNextPage={query.hasNextPage}
      isFetchingNextPage={query.isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      fetchNextPage={query.fetchNextPage}
    />
  )
}

/** The Comments tab: each reply with the post it answers (original_post) under it. */
export function ProfileCommentList(props: ListProps) {
  const { t } = useTranslation('profile')
  const query = useProfileList(props.userId, 'comments')
  const state = useListState(query, props.onClosed)
  if (state) return state
  const comments = uniquePosts<ProfileComment>(query.data?.pages ?? [])
  if (comments.length === 0)
    return <EmptyState title={t('tabs.empty.comments', { username: props.username })} />
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query
  return (
    <div>
      <VirtualList
        items={comments}
        getKey={commentKey}
        renderItem={renderComment}
        label={t('tabs.comments')}
        scrollKey={`profile:${props.userId}:comments`}
        itemClassName="border-b border-slate-200 dark:border-slate-800"
        complete={!hasNextPage}
        canLoadMore={hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
        onLoadMore={() => void fetchNextPage()}
      />
      {isFetchingNextPage && <Loading label={t('lists.loadingMore')} />}
      {isFetchNextPageError && (
        <ErrorState
          compact
          message={t('lists.error')}
          retryLabel={t('retry')}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {!hasNextPage && (
        <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t('lists.end')}</p>
      )}
    </div>
  )
}

const commentKey = (comment: ProfileComment) => comment.id
// Stable, so that the memoized card of each comment is not re-rendered with the list.
const renderComment = (comment: ProfileComment) => <CommentItem comment={comment} />

const CommentItem = memo(function CommentItem({ comment }: { comment: ProfileComment }) {
  const { t } = useTranslation('profile')
  return (
    <>
      <div className="[&>article]:border-b-0">
        <PostCard post={comment} size="m" />
      </div>
      {comment.original_post && (
        <div className="px-4 pb-3 pl-16">
          <p className="mb-1.5 text-[13px] font-semibold text-slate-500 dark:text-slate-400">
            {t('tabs.inReplyTo')}
          </p>
          <PostEmbed post={comment.original_post} />
        </div>
      )}
    </>
  )
})

/** Loading, closed (403) and failed lists look the same on every tab; null once there is data. */
function useListState(
  query: { isPending: boolean; isError: boolean; error: unknown; data: unknown; refetch: () => unknown },
  onClosed: () => void,
) {
  const { t } = useTranslation('profile')
  const closed = query.error instanceof ApiError && query.error.status === 403
  useEffect(() => {
    if (closed) onClosed()
  }, [closed, onClosed])
  if (query.isPending || closed) return <ListSkeleton label={t('lists.loading')} rows={3} />
  if (query.isError && !query.data) {
    return (
      <ErrorState message={t('lists.error')} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
    )
  }
  return null
}
