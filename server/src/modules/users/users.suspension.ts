import type { Executor } from '../../db/client.ts'
import { type UserRow, updateUser } from './users.repository.ts'

/**
 * Suspension (issue 16): the moderation module decides it, the account holds it. While it lasts the
 * account cannot sign in (auth asks isSuspended), no session of it authenticates (viewerAccountOf),
 * its profile answers 404 to others and its posts are hidden by the visibility rule (notSuspended).
 * It ends by itself at `until`; nothing has to run then.
 */

/** "For good": a date no suspension reaches, so that every check stays one comparison. */
export const FOREVER = new Date('9999-12-31T00:00:00Z')

export function isSuspended(user: Pick<UserRow, 'suspendedUntil'>, now: Date): boolean {
  return user.suspendedUntil !== null && user.suspendedUntil > now
}

export function isSuspendedForever(until: Date | null): boolean {
  return until !== null && until.getTime() >= FOREVER.getTime()
}

/** Suspends until `until` (FOREVER for good); a later call replaces the end. */
export async function suspendAccount(db: Executor, userId: number, until: Date): Promise<void> {
  await updateUser(db, userId, { suspendedUntil: until })
}

/** An overturned appeal: the account is back at once. */
export async function liftSuspension(db: Executor, userId: number): Promise<void> {
  await updateUser(db, userId, { suspendedUntil: null })
}
