import { postKeys } from '@/lib/post-keys.ts'

/**
 * The query keys of events and announcements. Every cached list and detail lives under all, so that
 * the optimistic helpers (lib/optimistic.ts) find every copy of an item with one prefix; the
 * comments of an item are posts and live under the posts' lists, where the post card's own toggles
 * find them.
 */
export const activityKeys = {
  all: ['activities'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  universityEvents: (universityId: number) =>
    [...activityKeys.lists(), 'university', universityId, 'events'] as const,
  universityAnnouncements: (universityId: number) =>
    [...activityKeys.lists(), 'university', universityId, 'academics'] as const,
  savedEvents: () => [...activityKeys.lists(), 'saved', 'events'] as const,
  savedAnnouncements: () => [...activityKeys.lists(), 'saved', 'academics'] as const,
  upcoming: () => [...activityKeys.lists(), 'upcoming'] as const,
  event: (id: number) => [...activityKeys.all, 'event', id] as const,
  announcement: (id: number) => [...activityKeys.all, 'academic', id] as const,
  comments: (kind: 'event' | 'academic', id: number) =>
    [...postKeys.lists(), 'activity-comments', kind, id] as const,
}
