import type { Executor } from '../../db/client.ts'

/**
 * How many events an account attends (UserProfile.attended_events_count). The events belong to the
 * activities module, which the users module does not import: that module registers its counter here
 * from its register() (`setAttendedEventsCounter((db, userId) => ...)`). Until one is registered every
 * account attends none.
 */
export type AttendedEventsCounter = (db: Executor, userId: number) => Promise<number>

const none: AttendedEventsCounter = async () => 0
let counter: AttendedEventsCounter = none

/** Replaces the counter; `null` puts back the default (none). */
export function setAttendedEventsCounter(fn: AttendedEventsCounter | null): void {
  counter = fn ?? none
}

export function countAttendedEvents(db: Executor, userId: number): Promise<number> {
  return counter(db, userId)
}
