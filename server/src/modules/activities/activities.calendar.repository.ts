import { randomBytes } from 'node:crypto'
import { and, desc, eq, gte, or, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { announcements, calendarFeeds, eventAttendees, events } from '../../db/schema/activities.ts'

/** The rows of a person's calendar feed: attended events (cancelled ones too) and announcements. */

export type CalendarEvent = typeof events.$inferSelect
export type CalendarAnnouncement = typeof announcements.$inferSelect

const newToken = () => randomBytes(24).toString('base64url')

export async function findFeedToken(db: Executor, userId: number): Promise<string | null> {
  const rows = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
  return rows[0]?.token ?? null
}

/** The person's token, made on first use. */
export async function ensureFeedToken(db: Executor, userId: number): Promise<string> {
  await db.insert(calendarFeeds).values({ userId, token: newToken() }).onConflictDoNothing()
  return (await findFeedToken(db, userId))!
}

/** A new token: the old address stops working at once. */
export async function resetFeedToken(db: Executor, userId: number): Promise<string> {
  const token = newToken()
  await db
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: sql`now()` } })
  return token
}

export async function findFeedOwner(db: Executor, token: string): Promise<number | null> {
  const rows = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.token, token))
  return rows[0]?.userId ?? null
}

/** Events the person attends, deleted ones included (the feed cancels them), newest first. */
export function attendedForFeed(db: Executor, userId: number): Promise<CalendarEvent[]> {
  return db
    .select({ event: events })
    .from(events)
    .innerJoin(eventAttendees, and(eq(eventAttendees.itemId, events.id), eq(eventAttendees.userId, userId)))
    .orderBy(desc(events.startsAt))
    .limit(1000)
    .then((rows) => rows.map((r) => r.event))
}

/**
 * A university's announcements for this person (`listed`: those for the whole university or for them)
 * dated or due from a year back on, deleted ones included.
 */
export function announcementsForFeed(
  db: Executor,
  universityId: number,
  since: string,
  listed: SQL,
): Promise<CalendarAnnouncement[]> {
  return db
    .select()
    .from(announcements)
    .where(
      and(
        eq(announcements.universityId, universityId),
        or(gte(announcements.date, since), gte(announcements.deadline, since)),
        listed,
      ),
    )
    .orderBy(desc(announcements.date))
    .limit(1000)
}

export async function findEventRecord(db: Executor, id: number): Promise<CalendarEvent | null> {
  const rows = await db.select().from(events).where(eq(events.id, id))
  return rows[0] ?? null
}
