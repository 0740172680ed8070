import { type AnyColumn, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'

/**
 * A university's members as its pages count them: verified accounts that are not deleted and whose
 * university is that one. The users module owns the rule; the universities module asks through the
 * port it declares (memberCountsPort), which this module provides from its register().
 */
const isMember = sql`${users.isVerified} AND ${users.deletedAt} IS NULL`

/** How many members each of these universities has; every id is a key (0 when none). One query. */
export async function countMembers(
  db: Executor,
  universityIds: readonly number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(universityIds.map((id) => [id, 0]))
  if (universityIds.length === 0) return counts
  const rows = await queryRows<{ university_id: number; members: number }>(
    db,
    sql`SELECT ${users.universityId} AS university_id, count(*)::int AS members
      FROM ${users}
      WHERE ${users.universityId} IN (${sql.join(
        [...new Set(universityIds)].map((id) => sql`${id}`),
        sql`, `,
      )}) AND ${isMember}
      GROUP BY ${users.universityId}`,
  )
  for (const row of rows) counts.set(row.university_id, row.members)
  return counts
}

/** `(SELECT count ...)`: the members of the university in `universityIdColumn`, for ranking in SQL. */
export function memberCountOf(universityIdColumn: AnyColumn | SQL): SQL {
  return sql`(SELECT count(*)::int FROM ${users} WHERE ${users.universityId} = ${universityIdColumn} AND ${isMember})`
}
