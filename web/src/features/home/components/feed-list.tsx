import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { PostStream, uniquePosts } from '@/entities/post/components/post-stream.tsx'
import type { FeedPage } from '../api/feed-page.ts'
import type { FeedTab } from '../api/get-feed.ts'
import { useFollowingFeed } from '../api/get-feed.ts'
import { useForYouFeed } from '../api/get-feed-batch.ts'

type FeedQuery = UseInfiniteQueryResult<InfiniteData<FeedPage, unknown>, Error>

/**
 * The list of one Home tab. Posts newer than the shown ones wait behind the 'Show new posts' bar
 * (api/new-posts.ts, in the page's sticky header); a refresh (after posting, on return) shows them too.
 */
export function FeedList({ tab }: { tab: FeedTab }) {
  return tab === 'for_you' ? <ForYouFeed /> : <FollowingFeed />
}

function ForYouFeed() {
  return <FeedPosts tab="for_you" query={useForYouFeed()} />
}

function FollowingFeed() {
  return <FeedPosts tab="following" query={useFollowingFeed()} />
}

function FeedPosts({ tab, query }: { tab: FeedTab; query: FeedQuery }) {
  const { t } = useTranslation('home')
  const { data, isPending, isError, refetch, hasNextPage, isFetchingNextPage, fetchNextPage } = query

  if (isPending) return <ListSkeleton label={t('feed.loading')} />
  if (isError && !data) {
    return (
      <ErrorState message={t('feed.error')} retryLabel={t('feed.retry')} onRetry={() => void refetch()} />
    )
  }

  const posts = uniquePosts(data.pages.map((page) => page.posts))
  if (posts.length === 0) {
    return <EmptyState title={t('feed.empty')}>{t(`feed.emptyHint.${tab}`)}</EmptyState>
  }

  return (
    <PostStream
      posts={posts}
      label={t(`tabs.${tab}`)}
      scrollKey={`feed:${tab}`}
      texts={{
        loadingMore: t('feed.loadingMore'),
        error: t('feed.error'),
        retry: t('feed.retry'),
        end: t('feed.end'),
      }}
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      isFetchNextPageError={query.isFetchNextPageError}
      fetchNextPage={fetchNextPage}
    />
  )
}
