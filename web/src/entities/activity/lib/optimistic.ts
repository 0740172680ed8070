import type { Announcement, Event } from '@agora/contract'
import type { QueryClient } from '@tanstack/react-query'
import {
  type CacheShadow,
  mergeEverywhere,
  REMOVE,
  type Rollback,
  removeEverywhere,
  updateEverywhere,
} from '@/lib/optimistic/cache-shadow.ts'
import { postKeys } from '@/lib/post-keys.ts'
import { activityKeys } from '../api/keys.ts'
import { type Activity, isEvent } from './paths.ts'

/*
 * Events and announcements appear in many caches at once: a university's lists, the saved lists,
 * upcoming events, their detail, and (as their own item kinds) For You. These are their faces of
 * lib/optimistic/cache-shadow.ts, one shadow per kind: an event and an announcement may share an id.
 */
const ROOTS = [activityKeys.all, postKeys.all] as const

const eventShadow: CacheShadow<Event> = {
  roots: ROOTS,
  matches: (value): value is Event => {
    const v = value as Partial<Event>
    return v.post_type === 'event' && typeof v.id === 'number' && typeof v.is_attending === 'boolean'
  },
  id: (event) => event.id,
}

const announcementShadow: CacheShadow<Announcement> = {
  roots: ROOTS,
  matches: (value): value is Announcement => {
    const v = value as Partial<Announcement>
    return v.post_type === 'academic' && typeof v.id === 'number' && typeof v.academic_title === 'string'
  },
  id: (announcement) => announcement.id,
}

/** Applies `change` to every cached copy of the item; the rollback restores only what it altered. */
export function updateActivityEverywhere<T extends Activity>(
  client: QueryClient,
  item: T,
  change: (copy: T) => T,
): Rollback {
  return isEvent(item)
    ? updateEverywhere(client, eventShadow, item.id, change as unknown as (e: Event) => Event)
    : updateEverywhere(
        client,
        announcementShadow,
        item.id,
        change as unknown as (a: Announcement) => Announcement,
      )
}

/** Copies the server's answer for an item into every cached copy. */
export function mergeServerActivity(client: QueryClient, item: Activity): void {
  if (isEvent(item)) mergeEverywhere(client, eventShadow, item.id, item)
  else mergeEverywhere(client, announcementShadow, item.id, item)
}

/** Drops the item from every cached list (its own detail stays); the rollback puts the lists back. */
export function removeActivityEverywhere(client: QueryClient, item: Activity): Rollback {
  const drop = <T extends Activity>(copy: T, where: string) =>
    where === 'item' && copy.id === item.id ? REMOVE : copy
  return isEvent(item)
    ? removeEverywhere(client, eventShadow, drop)
    : removeEverywhere(client, announcementShadow, drop)
}

/** Sets the viewer's like; the count follows and never drops below zero. */
export function withLiked<T extends Activity>(item: T, liked: boolean): T {
  if (item.is_liked === liked) return item
  return { ...item, is_liked: liked, likes_count: Math.max(0, item.likes_count + (liked ? 1 : -1)) }
}

export function withSaved<T extends Activity>(item: T, saved: boolean): T {
  return item.is_saved === saved ? item : { ...item, is_saved: saved }
}

/** Sets the viewer's attendance; the attendee count follows and never drops below zero. */
export function withAttending(event: Event, on: boolean): Event {
  const current = event.attendance ?? (event.is_attending ? 'attending' : null)
  if (on === (current !== null)) return event
  const waiting = event.waitlist_count
  if (on) {
    // Full, or people already wait (issue 17): the viewer joins the end of the waitlist.
    if (isFull(event)) {
      return { ...event, attendance: 'waiting', waitlist_position: waiting + 1, waitlist_count: waiting + 1 }
    }
    return {
      ...event,
      is_attending: true,
      attendance: 'attending',
      attendees_count: event.attendees_count + 1,
    }
  }
  const left = {
    ...event,
    is_attending: false,
    attendance: null,
    waitlist_position: null,
    is_checked_in: false,
  }
  if (current === 'waiting') return { ...left, waitlist_count: Math.max(0, waiting - 1) }
  // The first person waiting takes the place: the count stays, the waitlist shortens.
  if (waiting > 0) return { ...left, waitlist_count: waiting - 1 }
  return { ...left, attendees_count: Math.max(0, event.attendees_count - 1) }
}

/** No place left for a newcomer: at capacity, or others already wait for one. */
export function isFull(event: Event): boolean {
  return event.capacity !== null && (event.attendees_count >= event.capacity || event.waitlist_count > 0)
}
