import { and, asc, desc, eq, getTableColumns, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared, withFlatRows } from '../../db/prepared.ts'
import {
  eventAttendees,
  eventCheckIns,
  eventLikes,
  eventSaves,
  events,
  eventWaitlist,
} from '../../db/schema/activities.ts'
import { universityCommunityIdsSubquery } from '../communities/index.ts'
import { visibleActivityCommentsCount } from '../posts/index.ts'
import { usernameOf } from '../users/index.ts'

/** Events as the reads answer them: the row, its publisher's name and the viewer's own marks. */

export type EventRecord = typeof events.$inferSelect
export type NewEventRecord = typeof events.$inferInsert
export type EventRow = EventRecord & {
  creatorUsername: string | null
  isLiked: boolean
  isSaved: boolean
  isAttending: boolean
  /** The viewer's place on the waitlist, 1 for the first; 0 when not waiting. */
  waitlistPosition: number
  isCheckedIn: boolean
  commentsCount: number
}

const mark = (table: typeof eventLikes, viewerId: ViewerParam) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${table} WHERE ${table.itemId} = ${events.id} AND ${table.userId} = ${viewerId})`

/** The outer query's event id, qualified: drizzle writes a one-table select's columns bare. */
const EVENT_ID = sql.raw('"events"."id"')

const checkedIn = (userId: ViewerParam) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${eventCheckIns} c WHERE c.event_id = ${EVENT_ID} AND c.user_id = ${userId})`

/**
 * Issue 17: the person attended the event: where its check-in was used (someone checked in), only
 * if they checked in; elsewhere their attendance counts.
 */
const attended = (userId: ViewerParam) => sql`("events"."checked_in_count" = 0 OR ${checkedIn(userId)})`

/** The viewer as a value, or as a placeholder in a prepared statement. */
type ViewerParam = number | Placeholder

function selection(viewerId: ViewerParam) {
  return {
    ...getTableColumns(events),
    creatorUsername: sql<string | null>`${usernameOf(sql`${events.createdBy}`)}`,
    isLiked: mark(eventLikes, viewerId),
    isSaved: mark(eventSaves, viewerId),
    isAttending: mark(eventAttendees, viewerId),
    waitlistPosition: sql<number>`(SELECT count(*)::int FROM ${eventWaitlist} w
      JOIN ${eventWaitlist} me ON me.event_id = w.event_id AND me.user_id = ${viewerId}
      WHERE w.event_id = ${EVENT_ID} AND w.id <= me.id)`,
    isCheckedIn: checkedIn(viewerId),
    commentsCount: sql<number>`${visibleActivityCommentsCount('event', sql`${events.id}`, viewerId)}`,
  }
}

const live = isNull(events.deletedAt)

export async function findEvent(db: Executor, viewerId: number, id: number): Promise<EventRow | null> {
  const rows = await db
    .select(selection(viewerId))
    .from(events)
    .where(and(eq(events.id, id), live))
    .limit(1)
  return rows[0] ?? null
}

/** Live events by id, in no order (For You's hydration). */
export async function findEvents(db: Executor, viewerId: number, ids: number[]): Promise<EventRow[]> {
  if (ids.length === 0) return []
  // Prepared: For You asks it on most pages, and planning it cost 2.5 ms against 0.3 ms of work.
  const query = prepared(db, 'events_by_ids', (d) => {
    const fields = selection(sql.placeholder('viewer'))
    return withFlatRows(
      d
        .select(fields)
        .from(events)
        .where(and(sql`${events.id} = ANY(${sql.placeholder('ids')}::int[])`, live))
        .prepare('events_by_ids'),
      fields,
    )
  })
  return query.execute({ viewer: viewerId, ids })
}

export async function lockEvent(db: Executor, id: number): Promise<EventRecord | null> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), live))
    .for('update')
  return rows[0] ?? null
}

/**
 * A university's events: those still to come first, soonest first, then the past ones, latest first.
 * An event without a time counts as to come until its day ends.
 */
export async function listEventsOf(
  db: Executor,
  viewerId: number,
  parent: { universityId: number } | { communityId: number },
  page: { skip: number; limit: number },
  now: Date,
): Promise<EventRow[]> {
  // Prepared, one statement per kind of parent: planning it cost 6 ms against 1.3 ms of work.
  const byUniversity = 'universityId' in parent
  const name = byUniversity ? 'events_of_university' : 'events_of_community'
  const query = prepared(db, name, (d) => {
    const parentId = sql.placeholder('parent')
    const where = byUniversity
      ? sql`${events.universityId} = ${parentId}`
      : sql`${events.communityId} = ${parentId}`
    const past = pastAt(sql`${sql.placeholder('now')}::timestamptz`)
    const fields = selection(sql.placeholder('viewer'))
    return withFlatRows(
      d
        .select(fields)
        .from(events)
        .where(and(where, live))
        .orderBy(
          asc(past),
          sql`CASE WHEN ${past} THEN NULL ELSE ${events.startsAt} END ASC`,
          desc(events.startsAt),
          desc(events.id),
        )
        .offset(sql.placeholder('skip'))
        .limit(sql.placeholder('limit'))
        .prepare(name),
      fields,
    )
  })
  return query.execute({
    viewer: viewerId,
    parent: byUniversity ? parent.universityId : parent.communityId,
    now: now.toISOString(),
    skip: page.skip,
    limit: page.limit,
  })
}

/** The event is over: its time has passed, or (without a time) its day has ended. */
export function pastSql(now: Date): SQL<boolean> {
  return pastAt(sql`${now.toISOString()}::timestamptz`)
}

/** pastSql at a time given as SQL (a placeholder in a prepared statement). */
function pastAt(at: SQL): SQL<boolean> {
  return sql<boolean>`(CASE WHEN ${events.time} IS NULL THEN ${events.startsAt} + interval '1 day' <= ${at} ELSE ${events.startsAt} < ${at} END)`
}

/**
 * Upcoming events (DESIGN.md): those of the viewer's university and communities first, then the
 * others, soonest first.
 */
export async function listUpcoming(
  db: Executor,
  viewerId: number,
  own: { universityId: number | null; communityIds: readonly number[] },
  limit: number,
  now: Date,
): Promise<EventRow[]> {
  // The reader's university's events come first: its own, and those of its communities (joined or not).
  // Each part walks events_starts_at_idx from a day ago (an event without a time is to come until its
  // day ends) and stops at `limit`, instead of sorting every event still to come. Both are prepared.
  const soonest = (part: 'mine' | 'others') =>
    prepared(db, `events_upcoming_${part}`, (d) => {
      const university = sql`${sql.placeholder('university')}::int`
      const mine = sql`COALESCE(${events.universityId} = ${university}
        OR ${events.communityId} IN (${universityCommunityIdsSubquery(university)})
        OR ${events.communityId} = ANY(${sql.placeholder('communities')}::int[]), false)`
      const now = sql`${sql.placeholder('now')}::timestamptz`
      return d
        .select(selection(sql.placeholder('viewer')))
        .from(events)
        .where(
          and(
            live,
            sql`${events.startsAt} > ${now} - interval '1 day'`,
            sql`NOT ${pastAt(now)}`,
            part === 'mine' ? mine : sql`NOT ${mine}`,
          ),
        )
        .orderBy(asc(events.startsAt), asc(events.id))
        .limit(sql.placeholder('limit'))
        .prepare(`events_upcoming_${part}`)
    })
  const params = {
    viewer: viewerId,
    university: own.universityId,
    communities: [...own.communityIds],
    now: now.toISOString(),
  }
  const first = await soonest('mine').execute({ ...params, limit })
  return first.length < limit
    ? [...first, ...(await soonest('others').execute({ ...params, limit: limit - first.length }))]
    : first
}

/** The events one person saved (or attends), most recently marked first. */
export async function listMarkedBy(
  db: Executor,
  viewerId: number,
  table: typeof eventAttendees,
  userId: number,
  page: { skip: number; limit: number },
): Promise<EventRow[]> {
  return db
    .select(selection(viewerId))
    .from(events)
    .innerJoin(table, and(eq(table.itemId, events.id), eq(table.userId, userId)))
    .where(live)
    .orderBy(desc(table.createdAt), desc(events.id))
    .offset(page.skip)
    .limit(page.limit)
}

/** The events one person attended (profiles' attended events), most recently marked first. */
export async function listAttendedBy(
  db: Executor,
  viewerId: number,
  userId: number,
  page: { skip: number; limit: number },
): Promise<EventRow[]> {
  return db
    .select(selection(viewerId))
    .from(events)
    .innerJoin(eventAttendees, and(eq(eventAttendees.itemId, events.id), eq(eventAttendees.userId, userId)))
    .where(and(live, attended(userId)))
    .orderBy(desc(eventAttendees.createdAt), desc(events.id))
    .offset(page.skip)
    .limit(page.limit)
}

export async function countAttendedBy(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventAttendees)
    .innerJoin(events, eq(events.id, eventAttendees.itemId))
    .where(and(eq(eventAttendees.userId, userId), live, attended(userId)))
  return row?.n ?? 0
}

export async function insertEvent(db: Executor, values: NewEventRecord): Promise<EventRecord> {
  const [row] = await db.insert(events).values(values).returning()
  return row!
}

export async function updateEvent(db: Executor, id: number, values: Partial<NewEventRecord>): Promise<void> {
  await db.update(events).set(values).where(eq(events.id, id))
}

/** How many live events these universities have (demo:seed skips a university that has some). */
export async function countEventsOf(db: Executor, universityId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .where(and(eq(events.universityId, universityId), live))
  return row?.n ?? 0
}
