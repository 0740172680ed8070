import { type Placeholder, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { blocks, follows, users } from '../../db/schema/users.ts'

/**
 * SQL fragments over the follow graph and university membership for other modules' queries (the
 * feed, later search and notifications): the users module owns these tables, so their shape stays
 * behind these. Only accepted follows count; a pending follow request grants nothing. An id may be a
 * placeholder, for prepared statements.
 */
type Id = number | Placeholder | SQL

/** `SELECT followee_id ...`: the ids the viewer follows (accepted), for `IN (...)` or a join. */
export function followedIdsSubquery(viewerId: Id): SQL {
  return sql`SELECT ${follows.followeeId} FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.status} = 'accepted'`
}

/** The accounts whose posts fill the viewer's Following feed: those followed and the viewer. */
export function followedAndSelfIdsSubquery(viewerId: Id): SQL {
  return sql`${followedIdsSubquery(viewerId)} UNION ALL SELECT ${viewerId}::int`
}

/** True when the viewer follows the author (accepted); `authorId` is a column or value in the outer query. */
export function viewerFollows(viewerId: Id, authorId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${authorId} AND ${follows.status} = 'accepted')`
}

/** True when either account has blocked the other; both sides are columns or values of the outer query. */
export function blockedEitherWay(a: Id | SQL, b: Id | SQL): SQL {
  return sql`(EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${a} AND ${blocks.blockedId} = ${b})
    OR EXISTS (SELECT 1 FROM ${blocks} WHERE ${blocks.blockerId} = ${b} AND ${blocks.blockedId} = ${a}))`
}

/**
 * True when the account `userId` (a column of the outer query) exists, is not deleted and is public.
 * A scalar sub-select, not EXISTS: inside the visibility rule's OR, PostgreSQL may run an EXISTS as a
 * hashed sub-plan that reads the whole users table first (12 ms at 19k users, growing with them);
 * a scalar sub-select stays one primary-key lookup per row.
 */
export function isPublicAccount(userId: SQL): SQL {
  return sql`COALESCE((SELECT NOT ${users.isPrivate} AND ${users.deletedAt} IS NULL FROM ${users} WHERE ${users.id} = ${userId}), false)`
}

/**
 * `SELECT id ...`: the members of a university (its users). Here beside the follow graph because the
 * feed reads both as one thing: how close an author is to the viewer.
 */
export function universityMemberIdsSubquery(universityId: Id): SQL {
  return sql`SELECT ${users.id} FROM ${users} WHERE ${users.universityId} = ${universityId}`
}

/**
 * True when the account `userId` (a column or value of the outer query) belongs to the university: one
 * key lookup a row, for a flag over a few hundred rows (For You's candidates), where building the
 * whole member list would cost more.
 */
export function isUniversityMember(userId: SQL, universityId: Id): SQL {
  return sql`COALESCE((SELECT ${users.universityId} = ${universityId} FROM ${users} WHERE ${users.id} = ${userId}), false)`
}

/**
 * Records a follow (seeds and tests, until the follow API of the next issue owns the writes); an
 * existing pair is left as it is. True when it was added.
 */
export async function insertFollow(
  db: Executor,
  followerId: number,
  followeeId: number,
  status: 'accepted' | 'pending' = 'accepted',
): Promise<boolean> {
  const rows = await db
    .insert(follows)
    .values({ followerId, followeeId, status })
    .onConflictDoNothing()
    .returning({ followerId: follows.followerId })
  return rows.length > 0
}
