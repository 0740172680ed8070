import type { CommunityRole } from '@agora/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { communities, communityMemberships } from '../../db/schema/communities.ts'
import type { CommunityStanding } from '../posts/index.ts'
import { standingOf, standingsOf } from './communities.members.repository.ts'
import { findCommunities, findCommunity } from './communities.repository.ts'

/** What other modules ask of a community (through index.ts): its name and parent, and a person's role. */

export interface CommunityParent {
  id: number
  name: string
  universityId: number
  /** The viewer's role there as a member; null when not a member. */
  viewerRole: CommunityRole | null
}

export async function getCommunityParent(
  db: Executor,
  id: number,
  viewerId: number,
): Promise<CommunityParent | null> {
  const row = await findCommunity(db, id)
  if (!row) return null
  const standing = await standingOf(db, id, viewerId)
  return { id, name: row.name, universityId: row.universityId, viewerRole: standing.role }
}

export async function communityParentsOf(
  db: Executor,
  ids: readonly number[],
  viewerId: number,
): Promise<CommunityParent[]> {
  const rows = await findCommunities(db, ids)
  const standings = await standingsOf(db, viewerId, ids)
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    universityId: r.universityId,
    viewerRole: standings.get(r.id)?.role ?? null,
  }))
}

/** For the posts module's POST /posts/ with community_id: only members post there. */
export async function postingStanding(
  db: Executor,
  communityId: number,
  userId: number,
): Promise<CommunityStanding> {
  if (!(await findCommunity(db, communityId))) return 'missing'
  return (await standingOf(db, communityId, userId)).status === 'member' ? 'member' : 'not_member'
}

/**
 * SQL fragments lent to the notifications module: `SELECT user_id ...` of a community's members, of
 * its staff (ComAdmin and ComMods), and a community's name; `communityId` is a value or a column.
 */
export function communityMemberIdsSubquery(communityId: number | SQL): SQL {
  return sql`SELECT ${communityMemberships.userId} FROM ${communityMemberships}
    WHERE ${communityMemberships.communityId} = ${communityId} AND ${communityMemberships.status} = 'member'`
}

/** `SELECT id` of a university's communities, for a query over another module's rows (upcoming events). */
export function universityCommunityIdsSubquery(universityId: number | SQL): SQL {
  return sql`SELECT ${communities.id} FROM ${communities} WHERE ${communities.universityId} = ${universityId}`
}

export function communityStaffIdsSubquery(communityId: number | SQL): SQL {
  return sql`SELECT ${communityMemberships.userId} FROM ${communityMemberships}
    WHERE ${communityMemberships.communityId} = ${communityId} AND ${communityMemberships.status} = 'member'
      AND ${communityMemberships.role} IN ('ComAdmin', 'ComMod')`
}

/** True when `userId` is a member of `communityId` (both values or columns). */
export function isCommunityMember(communityId: number | SQL, userId: number | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${communityMemberships} WHERE ${communityMemberships.communityId} = ${communityId}
    AND ${communityMemberships.userId} = ${userId} AND ${communityMemberships.status} = 'member')`
}

export function communityNameOf(communityId: SQL): SQL {
  return sql`(SELECT ${communities.name} FROM ${communities} WHERE ${communities.id} = ${communityId})`
}
