import type { Post } from '@agora/contract'
import type { InfiniteData, Query, QueryClient } from '@tanstack/react-query'
import { postKeys } from './post-keys.ts'

const forYouKey = postKeys.feed('for_you')

function isForYou(query: Query): boolean {
  return forYouKey.every((part, i) => query.queryKey[i] === part)
}

/**
 * Reads the cached lists of posts under `root` again after a write that changes which posts they
 * hold, except the ranked For You list: reading it now would reorder it under the reader, so it is
 * only marked stale and read again the next time it is shown (where the Home feature keeps the
 * reader's order). `skip` names lists the caller already updated in place.
 */
export function refreshPostLists(
  client: QueryClient,
  {
    root = postKeys.lists(),
    skip = [],
  }: { root?: readonly unknown[]; skip?: readonly (readonly unknown[])[] } = {},
): Promise<unknown> {
  const skipped = (query: Query) =>
    skip.some(
      (key) => key.length === query.queryKey.length && key.every((part, i) => query.queryKey[i] === part),
    )
  return Promise.all([
    client.invalidateQueries({ queryKey: root, predicate: (q) => !isForYou(q) && !skipped(q) }),
    client.invalidateQueries({ queryKey: forYouKey, refetchType: 'none' }),
  ])
}

type PostPages = InfiniteData<{ posts: Post[] }, unknown>

/**
 * The viewer's new post (or quote) goes on top of both Home lists at once: the author sees it land
 * without waiting for a refetch, and the For You order stays as it was below it.
 */
export function putOnTopOfFeeds(client: QueryClient, post: Post): void {
  for (const key of [postKeys.feed('following'), forYouKey]) {
    client.setQueryData<PostPages>(key, (data) => {
      const first = data?.pages[0]
      if (!data || !first || first.posts.some((p) => p.id === post.id)) return data
      return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...data.pages.slice(1)] }
    })
  }
}

/** The Home lists that putOnTopOfFeeds updates in place. */
export const HOME_FEED_KEYS = [postKeys.feed('following'), forYouKey] as const
