import type { Executor } from '../../db/client.ts'
import { insertAnnouncement } from './activities.announcements.repository.ts'
import { zonedInstant } from './activities.dates.ts'
import { insertEvent } from './activities.events.repository.ts'
import { type Kind, setMark, type Toggle } from './activities.toggles.repository.ts'

/**
 * Seeds for demo:seed and tests: trusted code, no permission checks. Times are local to `timeZone`
 * (Europe/Istanbul by default), as the add calls store them.
 */

export interface SeedEvent {
  universityId: number
  createdBy: number
  title: string
  description: string
  date: string
  time: string | null
  location: string | null
  bannerUrl?: string | null
  timeZone?: string
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
