import { postKeys } from '@/lib/post-keys.ts'

/**
 * The query keys of universities. A university's posts live under the posts' lists (the post card's
 * toggles find them there) and its events and announcements under the activities' (entities/activity).
 */
export const universityKeys = {
  all: ['universities'] as const,
  mine: () => [...universityKeys.all, 'me'] as const,
  detail: (id: number) => [...universityKeys.all, 'detail', id] as const,
  page: (page: number) => [...universityKeys.all, 'list', page] as const,
  popular: () => [...universityKeys.all, 'popular'] as const,
  members: (id: number) => [...universityKeys.detail(id), 'members'] as const,
  /** The members with their affiliation, for its administrators (issue 17). */
  directory: (id: number) => [...universityKeys.detail(id), 'directory'] as const,
  posts: (id: number) => [...postKeys.lists(), 'university', id] as const,
}
