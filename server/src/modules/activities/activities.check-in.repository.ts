import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { eventCheckIns, events } from '../../db/schema/activities.ts'
import { publicUserJson } from '../users/index.ts'
import { hasEventRow } from './activities.attendance.repository.ts'

/** Check-in (issue 17): the event's code secret, and who checked in when. */

/** The event's secret, made now with `fresh` unless it has one: concurrent first looks agree on one. */
export async function ensureCheckInSecret(db: Executor, eventId: number, fresh: string): Promise<string> {
  const [row] = await queryRows<{ secret: string }>(
    db,
    sql`UPDATE ${events} SET check_in_secret = COALESCE(check_in_secret, ${fresh})
    WHERE id = ${eventId} RETURNING check_in_secret AS secret`,
  )
  return row!.secret
}

export const isCheckedIn = (db: Executor, eventId: number, userId: number) =>
  hasEventRow(db, eventCheckIns, eventId, userId)

export async function addCheckIn(db: Executor, eventId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`INSERT INTO ${eventCheckIns} (event_id, user_id, created_at)
    VALUES (${eventId}, ${userId}, ${at.toISOString()}::timestamptz) ON CONFLICT DO NOTHING RETURNING 1`,
  )
  if (rows.length === 0) return false
  await db.execute(sql`UPDATE ${events} SET checked_in_count = checked_in_count + 1 WHERE id = ${eventId}`)
  return true
}

export interface CheckInRow {
  userId: number
  at: Date
  user: {
    username: string
    firstName: string | null
    lastName: string | null
    avatarUrl: string | null
  } | null
}

/** Who checked in, in the order they did. */
export async function listCheckIns(
  db: Executor,
  eventId: number,
  page: { skip: number; limit: number },
): Promise<CheckInRow[]> {
  const rows = await queryRows<{ user_id: number; created_at: string | Date; user: CheckInRow['user'] }>(
    db,
    sql`SELECT c.user_id, c.created_at, ${publicUserJson(sql`c.user_id`)} AS user
    FROM ${eventCheckIns} c WHERE c.event_id = ${eventId}
    ORDER BY c.created_at, c.user_id OFFSET ${page.skip} LIMIT ${page.limit}`,
  )
  return rows.map((r) => ({ userId: r.user_id, at: new Date(r.created_at), user: r.user }))
}
