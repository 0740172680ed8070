import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { blocks, follows, users } from '../../db/schema/users.ts'
import { activeMute } from './users.mutes.fragments.ts'
import type { Relation } from './users.policy.ts'

/** The viewer's relation to the account `userId` in one query (a missing account: exists false). */
export async function findRelation(db: Executor, viewerId: number, userId: number): Promise<Relation> {
  const rows = await queryRows<{
    exists: boolean
    is_private: boolean
    following: boolean
    requested: boolean
    follows_viewer: boolean
    blocked_by_viewer: boolean
    blocks_viewer: boolean
    muted_by_viewer: boolean
  }>(
    db,
    sql`SELECT
      EXISTS (SELECT 1 FROM ${users} WHERE ${users.id} = ${userId} AND ${users.deletedAt} IS NULL) AS exists,
      COALESCE((SELECT ${users.isPrivate} FROM ${users} WHERE ${users.id} = ${userId}), false) AS is_private,
      EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${userId} AND ${follows.status} = 'accepted') AS following,
      EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${userId} AND ${follows.status} = 'pending') AS requested,
      EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${userId} AND ${follows.followeeId} = ${viewerId} AND ${follows.status} = 'accepted') AS follows_viewer,
      EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${viewerId} AND ${blocks.blockedId} = ${userId}) AS blocked_by_viewer,
      EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${userId} AND ${blocks.blockedId} = ${viewerId}) AS blocks_viewer,
      ${activeMute(viewerId, userId)} AS muted_by_viewer`,
  )
  const r = rows[0]
  return {
    isSelf: viewerId === userId,
    exists: r?.exists ?? false,
    isPrivate: r?.is_private ?? false,
    following: r?.following ?? false,
    requested: r?.requested ?? false,
    followsViewer: r?.follows_viewer ?? false,
    blockedByViewer: r?.blocked_by_viewer ?? false,
    blocksViewer: r?.blocks_viewer ?? false,
    mutedByViewer: r?.muted_by_viewer ?? false,
  }
}
