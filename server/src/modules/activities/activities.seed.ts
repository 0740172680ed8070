import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { announcements, events } from '../../db/schema/activities.ts'
import { insertAnnouncement } from './activities.announcements.repository.ts'
import { zonedInstant } from './activities.dates.ts'
import { insertEvent } from './activities.events.repository.ts'
import { type Kind, setMark, type Toggle } from './activities.toggles.repository.ts'

/**
 * Seeds for demo:seed and tests: trusted code, no permission checks. Times are local to `timeZone`
 * (Europe/Istanbul by default), as the add calls store them.
 */

export interface SeedEvent {
  /** One parent: a university, or (universityId null) a community. */
  universityId: number | null
  communityId?: number | null
  createdBy: number
  title: string
  description: string
  date: string
  time: string | null
  location: string | null
  bannerUrl?: string | null
  timeZone?: string
  /** Issue 17: at most this many attendees (seeded marks do not check it). */
  capacity?: number | null
}

export async function seedEvent(db: Executor, input: SeedEvent): Promise<number> {
  const timeZone = input.timeZone ?? 'Europe/Istanbul'
  const row = await insertEvent(db, {
    ...input,
    bannerUrl: input.bannerUrl ?? null,
    timeZone,
    startsAt: zonedInstant(input.date, input.time, timeZone),
  })
  return row.id
}

export interface SeedAnnouncement {
  universityId: number
  createdBy: number
  title: string
  content: string
  date: string
  bannerUrl?: string | null
  timeZone?: string
}

export async function seedAnnouncement(db: Executor, input: SeedAnnouncement): Promise<number> {
  const row = await insertAnnouncement(db, {
    ...input,
    bannerUrl: input.bannerUrl ?? null,
    timeZone: input.timeZone ?? 'Europe/Istanbul',
  })
  return row.id
}

/** A like, save or attendance, with the item's counter; false when it was there already. */
export function seedMark(db: Executor, kind: Kind, toggle: Toggle, userId: number, itemId: number) {
  return setMark(db, kind, toggle, userId, itemId, true)
}

export { countEventsOf } from './activities.events.repository.ts'

/** A university's latest events and announcements (demo:seed's notification history). */
export async function latestActivitiesForSeed(
  db: Executor,
  universityId: number,
  limit = 4,
): Promise<{ kind: 'event' | 'announcement'; id: number; createdBy: number | null; at: Date }[]> {
  const rows = await queryRows<{
    kind: 'event' | 'announcement'
    id: number
    created_by: number | null
    at: string
  }>(
    db,
    sql`SELECT * FROM (
      SELECT 'event' AS kind, id, created_by, created_at AS at FROM ${events}
        WHERE university_id = ${universityId} AND deleted_at IS NULL
      UNION ALL SELECT 'announcement', id, created_by, created_at FROM ${announcements}
        WHERE university_id = ${universityId} AND deleted_at IS NULL
    ) x ORDER BY x.at DESC LIMIT ${limit}`,
  )
  return rows.map((r) => ({
    kind: r.kind,
    id: Number(r.id),
    createdBy: r.created_by === null ? null : Number(r.created_by),
    at: new Date(r.at),
  }))
}
