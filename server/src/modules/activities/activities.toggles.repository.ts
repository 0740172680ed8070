import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import {
  announcementLikes,
  announcementSaves,
  announcements,
  eventAttendees,
  eventLikes,
  eventSaves,
  events,
} from '../../db/schema/activities.ts'

/** Likes, saves and attendance: a row per person and item, and the item's counter beside it. */

export type Toggle = 'like' | 'save' | 'attend'
export type Kind = 'event' | 'announcement'

const TABLES = {
  event: {
    parent: events,
    like: { table: eventLikes, counter: 'likes_count' },
    save: { table: eventSaves, counter: 'saves_count' },
    attend: { table: eventAttendees, counter: 'attendees_count' },
  },
  announcement: {
    parent: announcements,
    like: { table: announcementLikes, counter: 'likes_count' },
    save: { table: announcementSaves, counter: 'saves_count' },
  },
} as const

export const togglesOf = (kind: Kind): Toggle[] =>
  kind === 'event' ? ['like', 'save', 'attend'] : ['like', 'save']

/**
 * Sets the mark on or off; true when that changed something. Repeating a call changes nothing, and a
 * counter never goes below zero.
 */
export async function setMark(
  db: Executor,
  kind: Kind,
  toggle: Toggle,
  userId: number,
  itemId: number,
  on: boolean,
): Promise<boolean> {
  const group = TABLES[kind]
  const entry = (
    group as unknown as Record<string, { table: typeof eventLikes; counter: string } | undefined>
  )[toggle]
  if (!entry) throw new Error(`no ${toggle} on ${kind}`)
  const { table } = entry
  const changed = on
    ? await db.insert(table).values({ userId, itemId }).onConflictDoNothing().returning({ id: table.itemId })
    : await db
        .delete(table)
        .where(and(eq(table.userId, userId), eq(table.itemId, itemId)))
        .returning({ id: table.itemId })
  if (changed.length === 0) return false
  const counter = sql.raw(entry.counter)
  const delta = on ? 1 : -1
  await db.execute(
    sql`UPDATE ${group.parent} SET ${counter} = GREATEST(${counter} + ${delta}, 0) WHERE id = ${itemId}`,
  )
  return true
}
