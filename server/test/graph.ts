import { and, eq } from 'drizzle-orm'
import type { Executor } from '../src/db/client.ts'
import { blocks, follows, users } from '../src/db/schema/users.ts'
import { insertFollow } from '../src/modules/users/users.follows.ts'

/**
 * The follow graph written straight into the database, for tests of what it grants: the posts tests
 * must not depend on the follow and block endpoints (another module's API) to set up a relation. These
 * write exactly the rows those endpoints write, nothing they would clean up (blocking here does not
 * remove follows), so a test can also build states the API never leaves behind and check that the
 * visibility rule holds on them too.
 */

export function follow(db: Executor, followerId: number, followeeId: number): Promise<boolean> {
  return insertFollow(db, followerId, followeeId, 'accepted')
}

/** A follow request waiting for the account's approval. */
export function requestFollow(db: Executor, followerId: number, followeeId: number): Promise<boolean> {
  return insertFollow(db, followerId, followeeId, 'pending')
}

/** The account's owner approves the request, as POST /users/me/follow-requests/{id}/approve does. */
export async function approveFollow(db: Executor, followerId: number, followeeId: number): Promise<void> {
  const rows = await db
    .update(follows)
    .set({ status: 'accepted' })
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ id: follows.id })
  if (rows.length !== 1) throw new Error(`no follow request from ${followerId} to ${followeeId}`)
}

export async function block(db: Executor, blockerId: number, blockedId: number): Promise<void> {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing()
}

/** Marks the account deleted (the tombstone account deletion leaves) without removing its rows. */
export async function markDeleted(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userId))
}
