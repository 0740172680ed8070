import type { Executor } from '../../db/client.ts'
import { definePort } from '../../platform/ports.ts'

/**
 * What the users module asks of modules above it (platform/ports.ts): each is provided from the
 * providing module's register() and read here when a request runs.
 */

/** How many events an account attends (UserProfile.attended_events_count). */
export type AttendedEventsCounter = (db: Executor, userId: number) => Promise<number>

/** The events belong to the activities module, which provides the counter; without it, none. */
export const attendedEventsPort = definePort<AttendedEventsCounter>('users.attendedEvents', async () => 0)
