import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/errors.ts'
import { type CommunityParent, communityParentsOf, getCommunityParent } from '../communities/index.ts'
import { getUniversityRecord, type UniversityRecord, universityNamesOf } from '../universities/index.ts'
import type { CommunityRole } from './activities.policy.ts'
import type { ParentInfo, Parents } from './activities.presenter.ts'

/**
 * The parents of events and announcements, read through the universities and communities modules'
 * faces, with the viewer's role in each community.
 */

/** Where a call reached the item: under /universities/{u}/... or /communities/{c}/... */
export type ParentPath = { universityId: number } | { communityId: number }

export async function requireUniversity(db: Executor, id: number): Promise<UniversityRecord> {
  const university = await getUniversityRecord(db, id)
  if (!university) throw notFound('university_not_found')
  return university
}

export async function requireCommunity(db: Executor, id: number, viewerId: number): Promise<CommunityParent> {
  const community = await getCommunityParent(db, id, viewerId)
  if (!community) throw notFound('community_not_found')
  return community
}

/** The viewer's role in the community (a member's), null when not a member. */
export async function communityRoleOf(db: Executor, communityId: number, viewerId: number) {
  return (await getCommunityParent(db, communityId, viewerId))?.viewerRole ?? null
}

const distinct = (ids: (number | null | undefined)[]) => [
  ...new Set(ids.filter((id): id is number => id !== null && id !== undefined)),
]

/**
 * Name and website of each parent the rows point at, and the viewer's role in each community. A
 * university the caller has already read (a university's list checks it first) is not read again.
 */
export async function parentsOf(
  db: Executor,
  viewerId: number,
  rows: { universityId: number | null; communityId?: number | null }[],
  known?: UniversityRecord,
): Promise<Parents> {
  const communityIds = distinct(rows.map((r) => r.communityId))
  const communityRows = communityIds.length > 0 ? await communityParentsOf(db, communityIds, viewerId) : []
  // One read names both the rows' universities and their communities' universities.
  const ids = distinct([...rows.map((r) => r.universityId), ...communityRows.map((c) => c.universityId)])
  const unknown = ids.filter((id) => id !== known?.id)
  const universities: Map<number, ParentInfo> =
    unknown.length > 0 ? await universityNamesOf(db, unknown) : new Map()
  if (known) universities.set(known.id, { name: known.name, website: known.website })
  const communities = new Map<number, ParentInfo>()
  const roles = new Map<number, CommunityRole>()
  for (const c of communityRows) {
    communities.set(c.id, {
      name: c.name,
      website: null,
      universityName: universities.get(c.universityId)?.name ?? null,
    })
    roles.set(c.id, c.viewerRole)
  }
  return { universities, communities, roles }
}

/** True when the item was reached under its own parent (an item under another answers 404). */
export function reachedUnder(
  path: ParentPath,
  item: { universityId: number | null; communityId?: number | null },
): boolean {
  return 'universityId' in path
    ? item.universityId === path.universityId
    : (item.communityId ?? null) === path.communityId
}
