/**
 * The query keys of users. Everything about one account lives under detail(id), so that a follow or
 * block refreshes its profile, lists and tabs with one prefix.
 */
export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  /** The accounts that follow `id`, and those it follows (pages of 20). */
  followers: (id: number) => [...userKeys.detail(id), 'followers'] as const,
  following: (id: number) => [...userKeys.detail(id), 'following'] as const,
  /** The viewer's own lists: blocked and muted accounts, incoming and sent follow requests. */
  mine: () => [...userKeys.all, 'me'] as const,
  blocked: () => [...userKeys.mine(), 'blocked'] as const,
  muted: () => [...userKeys.mine(), 'muted'] as const,
  followRequests: () => [...userKeys.mine(), 'follow-requests'] as const,
  sentFollowRequests: () => [...userKeys.mine(), 'follow-requests', 'sent'] as const,
}
