import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { blockedEitherWay } from '../users/index.ts'

/**
 * Blocks inside chats (issue 30, docs/decisions.md "Blocks in group chats"): who in a group is in a
 * block with whom, for the new group's requests, the delivery of messages and the reads that hide a
 * blocked member's messages.
 */

/** Of `ids`, those in a block (either way) with another of them: who gets a new group as a request. */
export async function inABlockAmong(db: Executor, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length < 2) return new Set()
  const list = `{${ids.join(',')}}`
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT a.id FROM unnest(${list}::int[]) AS a(id)
      WHERE EXISTS (SELECT 1 FROM unnest(${list}::int[]) AS b(id)
        WHERE b.id <> a.id AND ${blockedEitherWay(sql.raw('a.id'), sql.raw('b.id'))})`,
  )
  return new Set(rows.map((r) => r.id))
}

/** Of `ids`, those in a block (either way) with `userId`: what `userId` says never reaches them. */
export async function blockedAmong(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Set<number>> {
  const others = ids.filter((id) => id !== userId)
  if (others.length === 0) return new Set()
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT t.id FROM unnest(${`{${others.join(',')}}`}::int[]) AS t(id)
      WHERE ${blockedEitherWay(userId, sql.raw('t.id'))}`,
  )
  return new Set(rows.map((r) => r.id))
}

/**
 * In a group, a message whose sender is in a block (either way) with the viewer is hidden from the
 * viewer (issue 30); `isGroup` and `senderId` are columns of the outer query.
 */
export const hiddenSender = (viewerId: number, isGroup: SQL, senderId: SQL): SQL =>
  sql`(${isGroup} AND ${blockedEitherWay(viewerId, senderId)})`
