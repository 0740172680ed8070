/**
 * The query keys of posts. Every cached list of posts lives under lists(), so that the optimistic
 * helper (lib/optimistic.ts) finds every copy of a post with one prefix.
 */
export const postKeys = {
  all: ['posts'] as const,
  details: () => [...postKeys.all, 'detail'] as const,
  detail: (id: number) => [...postKeys.details(), id] as const,
  lists: () => [...postKeys.all, 'list'] as const,
  feed: (tab: string) => [...postKeys.lists(), 'feed', tab] as const,
  hashtag: (tag: string) => [...postKeys.lists(), 'hashtag', tag] as const,
  replies: (id: number) => [...postKeys.lists(), 'replies', id] as const,
  saved: () => [...postKeys.lists(), 'saved'] as const,
}
