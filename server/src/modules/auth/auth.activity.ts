import { type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import { sessions } from '../../db/schema/auth.ts'

/**
 * True when the account `userId` (a column of the outer query) used Agora after `since`: one of its
 * sessions was opened or refreshed since (a signed-in tab refreshes its token every half hour). The
 * mail digest (issue 31) writes only to those who stayed away.
 */
export function activeSince(userId: SQLWrapper, since: SQLWrapper): SQL {
  return sql`EXISTS (SELECT 1 FROM ${sessions} WHERE ${sessions.userId} = ${userId}
    AND ${sessions.lastUsedAt} > ${since})`
}
