import type { PostBase } from '@agora/contract'
import { ErrorState } from '@/components/ui/list-states.tsx'
import { LoadMoreTrigger } from '@/components/ui/load-more.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { CardPost } from './post-card.tsx'
import { PostCard } from './post-card.tsx'

export interface PostStreamTexts {
  loadingMore: string
  error: string
  retry: string
  end: string
}

/** The pages of an endless list, each post once: one that moved between pages while posts arrived is dropped. */
export function uniquePosts<T extends PostBase>(pages: T[][]): T[] {
  const seen = new Set<number>()
  return pages.flat().filter((post) => !seen.has(post.id) && seen.add(post.id))
}

/**
 * An endless list of post cards (Home's tabs, hashtag pages): loads more when its end comes into view,
 * shows a spinner while it does, a retry when that fails and a closing line at the end.
 */
export function PostStream(props: {
  posts: CardPost[]
  label: string
  texts: PostStreamTexts
  hasNextPage: boolean
  isFetchingNextPage: boolean
  isFetchNextPageError: boolean
  fetchNextPage: () => unknown
}) {
  const { posts, texts, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = props
  return (
    <div>
      <ul aria-label={props.label}>
        {posts.map((post) => (
          <li key={post.id}>
            <PostCard post={post} size="m" />
          </li>
        ))}
      </ul>
      <LoadMoreTrigger
        enabled={hasNextPage && !isFetchingNextPage && !isFetchNextPageError}
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
