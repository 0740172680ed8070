import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { eventAttendees, events } from '../../db/schema/activities.ts'
import type { ExportSection } from '../../platform/contributions/export-sections.ts'

/** The activities part of a data export (issue 16): the events the person attends or attended. */
export function exportAttendedEventsOf(db: Executor, userId: number) {
  return queryRows(
    db,
    sql`SELECT e.id AS event_id, e.title, e.date, e.time, e.time_zone, e.location, e.starts_at,
      a.created_at AS attending_since
    FROM ${eventAttendees} a JOIN ${events} e ON e.id = a.event_id
    WHERE a.user_id = ${userId} AND e.deleted_at IS NULL ORDER BY e.starts_at`,
  )
}

export const activitiesExportSection: ExportSection = {
  readme: [['events_attending.json', 'The events you marked as attending.']],
  async write(ctx, userId, archive) {
    archive.json('events_attending.json', await exportAttendedEventsOf(ctx.db, userId))
  },
}
