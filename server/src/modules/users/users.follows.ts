import { type SQL, sql } from 'drizzle-orm'
import { follows } from '../../db/schema/follows.ts'

/**
 * SQL fragments over the follow graph for other modules' queries (the feed, later search and
 * notifications): the users module owns the follows table, so its shape stays behind these. Only
 * accepted follows count; a pending follow request grants nothing.
 */

/** `SELECT followee_id ...`: the ids the viewer follows (accepted), for `IN (...)` or a join. */
export function followedIdsSubquery(viewerId: number): SQL {
  return sql`SELECT ${follows.followeeId} FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.status} = 'accepted'`
}

/** The accounts whose posts fill the viewer's Following feed: those followed and the viewer. */
export function followedAndSelfIdsSubquery(viewerId: number): SQL {
  return sql`${followedIdsSubquery(viewerId)} UNION ALL SELECT ${viewerId}::int`
}

/** True when the viewer follows the author (accepted); `authorId` is a column or value in the outer query. */
export function viewerFollows(viewerId: number, authorId: SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${follows} WHERE ${follows.followerId} = ${viewerId} AND ${follows.followeeId} = ${authorId} AND ${follows.status} = 'accepted')`
}
