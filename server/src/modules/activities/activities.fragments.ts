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
