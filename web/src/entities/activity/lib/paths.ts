import type { Announcement, Event } from '@agora/contract'

/** An event or an academic announcement: post_type tells them apart. */
export type Activity = Event | Announcement
export type ActivityKind = Activity['post_type']

export function isEvent(item: Activity): item is Event {
  return item.post_type === 'event'
}

/**
 * The item's API address (spec 000 section 7): events under their university or community,
 * announcements under their university. like, save, attend, comments and upload-banner hang under it.
 */
export function activityApiPath(item: Activity): string {
  if (!isEvent(item)) return `/universities/${item.university_id}/academics/${item.id}`
  const parent = item.parent_type === 'community' ? 'communities' : 'universities'
  return `/${parent}/${item.parent_id}/events/${item.id}`
}

/** The item's own page in the app. */
export function activityPagePath(item: Activity): string {
  return isEvent(item) ? `/events/${item.id}` : `/academics/${item.id}`
}

/** Who published it, and where its page is: a university or (events only) a community. */
export function organiser(item: Activity): { name: string; to: string } {
  if (isEvent(item)) {
    const parent = item.parent_type === 'community' ? 'communities' : 'universities'
    return { name: item.parent_name, to: `/${parent}/${item.parent_id}` }
  }
  return { name: item.university_name, to: `/universities/${item.university_id}` }
}

/**
 * Whether a value of a mixed list (For You holds posts, events and announcements as their own item
 * kinds) is an event or an announcement rather than a post: their own title fields say so.
 */
export function isActivity(value: object): value is Activity {
  const v = value as Partial<Record<'post_type' | 'event_title' | 'academic_title', unknown>>
  return (
    (v.post_type === 'event' && typeof v.event_title === 'string') ||
    (v.post_type === 'academic' && typeof v.academic_title === 'string')
  )
}

/** A list's key for an item of a mixed list: ids are per kind, so an event and a post may share one. */
export function streamKey(item: { id: number } & object): number | string {
  return isActivity(item) ? `${item.post_type}-${item.id}` : item.id
}
