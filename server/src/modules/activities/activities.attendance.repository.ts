import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { eventAttendees, eventCheckIns, events, eventWaitlist } from '../../db/schema/activities.ts'

/**
 * Attendance with a capacity (issue 17): attendees, the waitlist in join order, and the counters on the
 * event's row beside them. Every function runs inside the caller's transaction, which holds the event's
 * row lock (lockEvent), so that two people cannot take the last place at once.
 */

const bump = (eventId: number, column: string, delta: number) =>
  sql`UPDATE ${events} SET ${sql.raw(column)} = GREATEST(${sql.raw(column)} + ${delta}, 0) WHERE id = ${eventId}`

/** Whether the person has a row in one of an event's per-person tables. */
export async function hasEventRow(
  db: Executor,
  table: typeof eventAttendees | typeof eventWaitlist | typeof eventCheckIns,
  eventId: number,
  userId: number,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`SELECT 1 FROM ${table} WHERE event_id = ${eventId} AND user_id = ${userId}`,
  )
  return rows.length > 0
}

export const isAttendee = (db: Executor, eventId: number, userId: number) =>
  hasEventRow(db, eventAttendees, eventId, userId)

export const isWaiting = (db: Executor, eventId: number, userId: number) =>
  hasEventRow(db, eventWaitlist, eventId, userId)

export async function addAttendee(db: Executor, eventId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`INSERT INTO ${eventAttendees} (user_id, event_id, created_at)
    VALUES (${userId}, ${eventId}, ${at.toISOString()}::timestamptz) ON CONFLICT DO NOTHING RETURNING 1`,
  )
  if (rows.length === 0) return false
  await db.execute(bump(eventId, 'attendees_count', 1))
  return true
}

/** Removes the attendance and its check-in, if any; true when the person was attending. */
export async function removeAttendee(db: Executor, eventId: number, userId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM ${eventAttendees} WHERE event_id = ${eventId} AND user_id = ${userId} RETURNING 1`,
  )
  if (rows.length === 0) return false
  await db.execute(bump(eventId, 'attendees_count', -1))
  const checkedIn = await queryRows(
    db,
    sql`DELETE FROM ${eventCheckIns} WHERE event_id = ${eventId} AND user_id = ${userId} RETURNING 1`,
  )
  if (checkedIn.length > 0) await db.execute(bump(eventId, 'checked_in_count', -1))
  return true
}

export async function joinWaitlist(
  db: Executor,
  eventId: number,
  userId: number,
  at: Date,
): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`INSERT INTO ${eventWaitlist} (event_id, user_id, created_at)
    VALUES (${eventId}, ${userId}, ${at.toISOString()}::timestamptz) ON CONFLICT DO NOTHING RETURNING 1`,
  )
  if (rows.length === 0) return false
  await db.execute(bump(eventId, 'waitlist_count', 1))
  return true
}

export async function leaveWaitlist(db: Executor, eventId: number, userId: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`DELETE FROM ${eventWaitlist} WHERE event_id = ${eventId} AND user_id = ${userId} RETURNING 1`,
  )
  if (rows.length === 0) return false
  await db.execute(bump(eventId, 'waitlist_count', -1))
  return true
}

/** Someone moved in from the waitlist: who, and the waitlist row they held (their notification's key). */
export interface Promotion {
  userId: number
  waitlistId: number
}

/**
 * Moves the first people waiting in while there is room (all of them when the event has no limit any
 * more), in join order; answers who moved in.
 */
export async function fillFromWaitlist(db: Executor, eventId: number, at: Date): Promise<Promotion[]> {
  const [state] = await queryRows<{ room: number }>(
    db,
    sql`SELECT CASE WHEN capacity IS NULL THEN waitlist_count
      ELSE GREATEST(LEAST(capacity - attendees_count, waitlist_count), 0) END AS room
    FROM ${events} WHERE id = ${eventId}`,
  )
  const room = Number(state?.room ?? 0)
  if (room <= 0) return []
  const moved = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`DELETE FROM ${eventWaitlist} WHERE id IN (
      SELECT id FROM ${eventWaitlist} WHERE event_id = ${eventId} ORDER BY id LIMIT ${room}
    ) RETURNING id, user_id`,
  )
  if (moved.length === 0) return []
  moved.sort((a, b) => a.id - b.id)
  const promoted: Promotion[] = []
  for (const row of moved) {
    await queryRows(
      db,
      sql`INSERT INTO ${eventAttendees} (user_id, event_id, created_at)
      VALUES (${row.user_id}, ${eventId}, ${at.toISOString()}::timestamptz) ON CONFLICT DO NOTHING`,
    )
    promoted.push({ userId: row.user_id, waitlistId: row.id })
  }
  await db.execute(
    sql`UPDATE ${events} SET waitlist_count = GREATEST(waitlist_count - ${moved.length}, 0),
      attendees_count = (SELECT count(*)::int FROM ${eventAttendees} WHERE event_id = ${eventId})
    WHERE id = ${eventId}`,
  )
  return promoted
}
