import type { FeedItem } from '@agora/contract'

/**
 * One page of a feed as the cache keeps it, whatever call served it: the items and the cursor of
 * the next page (null at the end). The post entity's cache helper finds posts under `posts`; For You
 * also holds events and announcements there (their own cache helper finds them).
 */
export interface FeedPage {
  posts: FeedItem[]
  next_after: string | null
  /** Which call the cursor belongs to: For You falls back from /feed/batch to /feed. */
  source?: 'batch' | 'feed'
}

/** Spec 000 section 9: feed cache time 30 s. */
export const FEED_STALE_MS = 30_000

/** How often Home looks for posts newer than the shown ones (the 'Show new posts' bar). */
export const NEW_POSTS_POLL_MS = 60_000
