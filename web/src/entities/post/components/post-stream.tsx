import { ErrorState } from '@/components/ui/list-states.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { VirtualList } from '@/components/ui/virtual-list.tsx'
import { ActivityCard } from '@/entities/activity/components/activity-card.tsx'
import { type Activity, isActivity, streamKey } from '@/entities/activity/lib/paths.ts'
import type { CardPost } from './post-card.tsx'
import { PostCard } from './post-card.tsx'

export interface PostStreamTexts {
  loadingMore: string
  error: string
  retry: string
  end: string
}

/** An item of a stream: a post, or (in For You) an event or an academic announcement. */
export type StreamItem = CardPost | Activity

/** The pages of an endless list, each post once: one that moved between pages while posts arrived is dropped. */
export function uniquePosts<T extends StreamItem>(pages: T[][]): T[] {
  const seen = new Set<number | string>()
  return pages.flat().filter((post) => {
    const key = streamKey(post)
    return !seen.has(key) && seen.add(key)
  })
}

// A stable function: the card is memoized, and a list's re-render must not re-render every card. For
// You also holds events and announcements as their own item kinds (issue 10): they get their own card.
const renderPost = (post: StreamItem) =>
  isActivity(post) ? <ActivityCard item={post} /> : <PostCard post={post} size="m" />

/**
 * An endless list of post cards (Home's tabs, profile tabs, hashtag pages), virtualized: loads more
 * when its end comes into view, shows a spinner while it does, a retry when that fails and a closing
 * line at the end.
 */
export function PostStream(props: {
  posts: StreamItem[]
  label: string
  /** Names the list on its page, for the scroll place kept per history entry (see VirtualList). */
  scrollKey: string
  texts: PostStreamTexts
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => unknown
}) {
  const { posts, texts, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = props
  return (
    <div>
      <VirtualList
        items={posts}
        getKey={streamKey}
        renderItem={renderPost}
        label={props.label}
        scrollKey={props.scrollKey}
        complete={!hasNextPage}
        canLoadMore={hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
        onLoadMore={() => void fetchNextPage()}
      />
      {isFetchingNextPage && (
        <div className="flex justify-center py-6 text-brand-500">
          <Spinner className="size-6" label={texts.loadingMore} />
        </div>
      )}
      {isFetchNextPageError && (
        <ErrorState
          compact
          message={texts.error}
          retryLabel={texts.retry}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {!hasNextPage && (
        <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{texts.end}</p>
      )}
    </div>
  )
}
