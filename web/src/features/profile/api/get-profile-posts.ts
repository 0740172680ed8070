import { MEDIA_LIMITS, type Post, type ProfileComment } from '@agora/contract'
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { postKeys } from '@/lib/post-keys.ts'

const PAGE_SIZE = MEDIA_LIMITS.profilePageSize

/** The lists of a profile's tabs (spec 001 section 7): its posts, its comments, the posts it liked. */
export type ProfileList = 'posts' | 'comments' | 'liked'

const PATHS: Record<ProfileList, string> = { posts: 'posts', comments: 'comments', liked: 'liked-posts' }

interface ListItem {
  posts: Post
  comments: ProfileComment
  liked: Post
}

/**
 * Under postKeys.lists(), so that a like, save or repost made anywhere shows in these tabs too, and
 * under one prefix per account so that the profile's refresh reads them again.
 */
export const profileListKeys = {
  all: (userId: number) => [...postKeys.lists(), 'profile', userId] as const,
  list: (userId: number, list: ProfileList) => [...profileListKeys.all(userId), list] as const,
}

/** GET /users/{id}/posts | comments | liked-posts?skip&limit=20; 403 for a private account's strangers. */
export function getProfileList<L extends ProfileList>(
  userId: number,
  list: L,
  skip: number,
  signal?: AbortSignal,
): Promise<ListItem[L][]> {
  return apiRequest<ListItem[L][]>(`/users/${userId}/${PATHS[list]}`, {
    query: { skip, limit: PAGE_SIZE },
    signal,
  })
}

/** A closed (403) or missing (404) list stays so: say it at once instead of asking again. */
export function isClosedList(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 404)
}

export function profileListOptions<L extends ProfileList>(userId: number, list: L) {
  return infiniteQueryOptions({
    queryKey: profileListKeys.list(userId, list),
    queryFn: ({ pageParam, signal }) => getProfileList(userId, list, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) => (last.length < PAGE_SIZE ? undefined : lastSkip + PAGE_SIZE),
    retry: (failures, error) => !isClosedList(error) && failures < 1,
  })
}

export function useProfileList<L extends ProfileList>(userId: number, list: L) {
  return useInfiniteQuery(profileListOptions(userId, list))
}
