import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { communities, communityMemberships } from '../../db/schema/communities.ts'
import type { ExportSection } from '../../platform/contributions/export-sections.ts'

/** The communities part of a data export (issue 16): memberships, requests and invitations. */
export function exportMembershipsOf(db: Executor, userId: number) {
  return queryRows(
    db,
    sql`SELECT c.id AS community_id, c.name AS community_name, m.status, m.role, m.requested_at, m.joined_at
    FROM ${communityMemberships} m JOIN ${communities} c ON c.id = m.community_id
    WHERE m.user_id = ${userId} ORDER BY m.requested_at`,
  )
}

export const communitiesExportSection: ExportSection = {
  readme: [['communities.json', 'Your community memberships, requests and invitations, with your role.']],
  async write(ctx, userId, archive) {
    archive.json('communities.json', await exportMembershipsOf(ctx.db, userId))
  },
}
