import { type SQL, sql } from 'drizzle-orm'
import { announcements, events } from '../../db/schema/activities.ts'

/**
 * `SELECT created_by ...` of a live event or announcement, for the notifications module (a comment on
 * it notifies whoever published it).
 */
export function activityAuthorSubquery(kind: 'event' | 'announcement', id: number): SQL {
  const table = kind === 'event' ? events : announcements
  return sql`SELECT ${table.createdBy} FROM ${table}
    WHERE ${table.id} = ${id} AND ${table.deletedAt} IS NULL AND ${table.createdBy} IS NOT NULL`
}

/**
 * `(SELECT title ...)` of an event (an id, or a column of the outer query): the text of its event_spot
 * notification (issue 17), and what any notification about it names (issue 28).
 */
export function eventTitleOf(id: number | SQL): SQL {
  return sql`(SELECT ${events.title} FROM ${events} WHERE ${events.id} = ${id})`
}

/** An announcement's title (an id or a column; issue 17: its reminder names it, issue 28: every notification). */
export function announcementTitleOf(id: number | SQL): SQL {
  return sql`(SELECT ${announcements.title} FROM ${announcements} WHERE ${announcements.id} = ${id})`
}
