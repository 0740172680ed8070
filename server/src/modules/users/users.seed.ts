import { desc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { follows } from '../../db/schema/users.ts'
import { insertFollow } from './users.follows.ts'
import { deleteFollowsBetween, insertBlock } from './users.graph.repository.ts'
import { findUserById, updateProfileFields } from './users.repository.ts'

/**
 * Writes for demo:seed and tests: the same rows the follow and profile services write, without
 * their permission checks and events. Each leaves what is already there alone and says whether it
 * changed anything.
 */

export interface SeedProfile {
  bio: string
  nickname?: string
  isPrivate?: boolean
  avatarUrl?: string | null
}

/** Fills a profile that has no bio yet; one that has one (seeded before, or edited by its owner) is left. */
export async function seedProfile(db: Executor, userId: number, profile: SeedProfile): Promise<boolean> {
  const user = await findUserById(db, userId)
  if (!user || user.bio !== null) return false
  await updateProfileFields(db, userId, {
    bio: profile.bio,
    ...(profile.nickname === undefined ? {} : { nickname: profile.nickname }),
    ...(profile.isPrivate === undefined ? {} : { isPrivate: profile.isPrivate }),
    ...(profile.avatarUrl && !user.avatarUrl ? { avatarUrl: profile.avatarUrl } : {}),
  })
  return true
}

/** A pending follow request; an existing follow or request of the pair is left as it is. */
export function seedFollowRequest(db: Executor, followerId: number, followeeId: number): Promise<boolean> {
  return insertFollow(db, followerId, followeeId, 'pending')
}

/** A block, ending follows both ways as blocking does; false when it was already there. */
export async function seedBlock(db: Executor, blockerId: number, blockedId: number): Promise<boolean> {
  await deleteFollowsBetween(db, blockerId, blockedId)
  return insertBlock(db, blockerId, blockedId)
}

/** Who follows or asks to follow `userId`, newest first (demo:seed's notification history). */
export async function followersOfForSeed(
  db: Executor,
  userId: number,
): Promise<{ followerId: number; pending: boolean; at: Date }[]> {
  const rows = await db
    .select({ followerId: follows.followerId, status: follows.status, at: follows.createdAt })
    .from(follows)
    .where(eq(follows.followeeId, userId))
    .orderBy(desc(follows.createdAt))
  return rows.map((r) => ({ followerId: r.followerId, pending: r.status === 'pending', at: r.at }))
}
