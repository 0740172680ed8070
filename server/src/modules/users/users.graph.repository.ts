import { and, eq, or } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { blocks, follows } from '../../db/schema/users.ts'

/** Writes of the follow graph and of blocks, inside the service's transaction. */

export type FollowStatus = 'accepted' | 'pending'

export async function findFollow(
  db: Executor,
  followerId: number,
  followeeId: number,
): Promise<{ id: number; status: FollowStatus } | undefined> {
  const [row] = await db
    .select({ id: follows.id, status: follows.status })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return row
}

/** Removes a follow or a pending request; false when there was none. */
export async function deleteFollow(db: Executor, followerId: number, followeeId: number): Promise<boolean> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
    .returning({ id: follows.id })
  return rows.length > 0
}

/** Follows and requests between the two accounts, in both directions (a block ends them). */
export async function deleteFollowsBetween(db: Executor, a: number, b: number): Promise<void> {
  await db
    .delete(follows)
    .where(
      or(
        and(eq(follows.followerId, a), eq(follows.followeeId, b)),
        and(eq(follows.followerId, b), eq(follows.followeeId, a)),
      ),
    )
}

/** Every follow, request and block the account is part of, either side (account deletion). */
export async function deleteGraphOf(db: Executor, userId: number): Promise<void> {
  await db.delete(follows).where(or(eq(follows.followerId, userId), eq(follows.followeeId, userId)))
  await db.delete(blocks).where(or(eq(blocks.blockerId, userId), eq(blocks.blockedId, userId)))
}

/** Approves the pending request with that id made to `followeeId`; the follower, or undefined when none. */
export async function approveRequest(
  db: Executor,
  requestId: number,
  followeeId: number,
): Promise<{ followerId: number } | undefined> {
  const [row] = await db
    .update(follows)
    .set({ status: 'accepted' })
    .where(and(eq(follows.id, requestId), eq(follows.followeeId, followeeId), eq(follows.status, 'pending')))
    .returning({ followerId: follows.followerId })
  return row
}

/** Deletes the pending request with that id made to `followeeId`; false when there is none. */
/** Deletes the pending request; the follower who asked, or null when there was none to reject. */
export async function rejectRequest(
  db: Executor,
  requestId: number,
  followeeId: number,
): Promise<number | null> {
  const rows = await db
    .delete(follows)
    .where(and(eq(follows.id, requestId), eq(follows.followeeId, followeeId), eq(follows.status, 'pending')))
    .returning({ followerId: follows.followerId })
  return rows[0]?.followerId ?? null
}

/** Approves every pending request to the account; the followers now accepted. */
export async function approveAllRequests(db: Executor, followeeId: number): Promise<number[]> {
  const rows = await db
    .update(follows)
    .set({ status: 'accepted' })
    .where(and(eq(follows.followeeId, followeeId), eq(follows.status, 'pending')))
    .returning({ followerId: follows.followerId })
  return rows.map((r) => r.followerId)
}

/** Records a block; false when it was already there. */
export async function insertBlock(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .insert(blocks)
    .values({ blockerId, blockedId })
    .onConflictDoNothing()
    .returning({ blockedId: blocks.blockedId })
  return rows.length > 0
}

export async function deleteBlock(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  const rows = await db
    .delete(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .returning({ blockedId: blocks.blockedId })
  return rows.length > 0
}
