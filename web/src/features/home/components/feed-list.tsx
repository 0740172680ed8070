import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { LoadMoreTrigger } from '@/components/ui/load-more.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { PostCard } from '@/entities/post/components/post-card.tsx'
import type { FeedPage } from '../api/feed-page.ts'
import type { FeedTab } from '../api/get-feed.ts'
import { useFollowingFeed } from '../api/get-feed.ts'
import { useForYouFeed } from '../api/get-feed-batch.ts'

type FeedQuery = UseInfiniteQueryResult<InfiniteData<FeedPage, unknown>, Error>

/**
 * The list of one Home tab. The 'Show new posts' bar of spec 000 section 2 is never displayed, so it
 * is not rendered at all: new posts appear when the feed is refreshed (after posting, or on return).
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

  // A post that moved between pages while new ones arrived is shown once.
  const seen = new Set<number>()
  const posts = data.pages
    .flatMap((page) => page.posts)
    .filter((post) => !seen.has(post.id) && seen.add(post.id))
  if (posts.length === 0) {
    return <EmptyState title={t('feed.empty')}>{t(`feed.emptyHint.${tab}`)}</EmptyState>
  }

  return (
    <div>
      <ul aria-label={t(`tabs.${tab}`)}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} size="m" />
          </li>
        ))}
      </ul>
      <LoadMoreTrigger
        enabled={hasNextPage && !isFetchingNextPage && !query.isFetchNextPageError}
        onLoadMore={() => void fetchNextPage()}
      />
      {isFetchingNextPage && (
        <div className="flex justify-center py-6 text-brand-500">
          <Spinner className="size-6" label={t('feed.loadingMore')} />
        </div>
      )}
      {query.isFetchNextPageError && (
        <ErrorState
          compact
          message={t('feed.error')}
          retryLabel={t('feed.retry')}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {!hasNextPage && (
        <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t('feed.end')}</p>
      )}
    </div>
  )
}
