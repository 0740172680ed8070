import type { Executor } from '../../db/client.ts'
import { notFound } from '../../platform/errors.ts'
import { getUniversity, type University } from '../universities/index.ts'
import type { Parents } from './activities.presenter.ts'

/** The parents of events and announcements, read through the universities module's face. */

/** Where a call reached the item: under /universities/{u}/... or /communities/{c}/... */
export type ParentPath = { universityId: number } | { communityId: number }

export async function requireUniversity(db: Executor, id: number): Promise<University> {
  const university = await getUniversity(db, id)
  if (!university) throw notFound('university_not_found')
  return university
}

/** Name and website of each university the rows point at, one read per distinct university. */
export async function parentsOf(db: Executor, universityIds: (number | null)[]): Promise<Parents> {
  const ids = [...new Set(universityIds.filter((id): id is number => id !== null))]
  const found = await Promise.all(ids.map((id) => getUniversity(db, id)))
  const parents: Parents = new Map()
  for (const u of found) if (u) parents.set(u.id, { name: u.name, website: u.website })
  return parents
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
