import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { communities, communityMemberships } from '../../db/schema/communities.ts'

/** The communities part of a data export (issue 16): memberships, requests and invitations. */
export function exportMembershipsOf(db: Executor, userId: number) {
  return queryRows(
    db,
    sql`SELECT c.id AS community_id, c.name AS community_name, m.status, m.role, m.requested_at, m.joined_at
    FROM ${communityMemberships} m JOIN ${communities} c ON c.id = m.community_id
    WHERE m.user_id = ${userId} ORDER BY m.requested_at`,
  )
}
