import type { Executor } from '../../db/client.ts'
import { definePort, defineSteps } from '../../platform/ports.ts'

/**
 * What the users module asks of modules above it (platform/ports.ts): each is provided from the
 * providing module's register() and read here when a request runs.
 */

/** How many events an account attends (UserProfile.attended_events_count). */
export type AttendedEventsCounter = (db: Executor, userId: number) => Promise<number>

/** The events belong to the activities module, which provides the counter; without it, none. */
export const attendedEventsPort = definePort<AttendedEventsCounter>('users.attendedEvents', async () => 0)

/** How many posts a profile shows (UserProfile.posts_count). */
export type ProfilePostsCounter = (db: Executor, userId: number) => Promise<number>

/** Posts belong to the posts module, which provides the count; the app always has it, so no fallback. */
export const profilePostsPort = definePort<ProfilePostsCounter>('users.profilePosts')

/**
 * One module's part of deleting an account (DELETE /users/me): it runs inside the deletion's one
 * transaction (`tx`), after the account row is locked and before the users module takes out the
 * account's own rows and leaves its tombstone. It answers the media files it stopped serving, which
 * are removed once the transaction committed.
 */
export type AccountRemovalStep = (tx: Executor, userId: number, now: Date) => Promise<readonly string[]>

/** Added by auth (every session and the second factor) and posts (the account's content), in that order. */
export const accountRemovalSteps = defineSteps<AccountRemovalStep>('users.accountRemoval')
