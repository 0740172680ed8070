import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'
import { escapeLikePattern } from '../../platform/fold.ts'

/**
 * Affiliation (issue 17): the users module owns its columns (faculty_id, department_id, study_year,
 * is_alumni); the universities module owns the faculties and departments they point at and asks for
 * the counts through its member counts port; the members directory (users.members.service.ts) lists.
 */

/** A member as the university's pages count one: verified, not deleted, not suspended now. */
const liveMember = sql`u.is_verified AND u.deleted_at IS NULL
  AND (u.suspended_until IS NULL OR u.suspended_until <= now())`

/** How many live members chose each faculty and department of this university (absent: none). */
export async function countAffiliatedMembers(
  db: Executor,
  universityId: number,
): Promise<{ faculties: Map<number, number>; departments: Map<number, number> }> {
  const rows = await queryRows<{ faculty_id: number | null; department_id: number | null; n: number }>(
    db,
    sql`SELECT u.faculty_id, u.department_id, count(*)::int AS n FROM ${users} u
      WHERE u.university_id = ${universityId} AND u.faculty_id IS NOT NULL AND ${liveMember}
      GROUP BY u.faculty_id, u.department_id`,
  )
  const faculties = new Map<number, number>()
  const departments = new Map<number, number>()
  for (const row of rows) {
    if (row.faculty_id !== null) faculties.set(row.faculty_id, (faculties.get(row.faculty_id) ?? 0) + row.n)
    if (row.department_id !== null) departments.set(row.department_id, row.n)
  }
  return { faculties, departments }
}

export interface AffiliationFilter {
  facultyId?: number | undefined
  departmentId?: number | undefined
  studyYear?: number | undefined
  alumni?: boolean | undefined
}

/** The filter as SQL over `u` (users): true when nothing is asked. */
export function affiliationCondition(filter: AffiliationFilter): SQL {
  const parts: SQL[] = [sql`true`]
  if (filter.facultyId !== undefined) parts.push(sql`u.faculty_id = ${filter.facultyId}`)
  if (filter.departmentId !== undefined) parts.push(sql`u.department_id = ${filter.departmentId}`)
  if (filter.studyYear !== undefined) parts.push(sql`u.study_year = ${filter.studyYear}`)
  if (filter.alumni !== undefined) parts.push(sql`u.is_alumni = ${filter.alumni}`)
  return sql.join(parts, sql` AND `)
}

export interface AffiliatedMemberRow {
  id: number
  username: string
  nickname: string | null
  first_name: string | null
  last_name: string | null
  avatar_url: string | null
  role: 'admin' | 'UniAdmin' | 'user'
  faculty_id: number | null
  department_id: number | null
  study_year: number | null
  is_alumni: boolean
}

/**
 * A university's live members (suspended and deleted accounts left out) with their affiliation, by
 * username, filtered and matched against `folded` (platform/fold.ts) over username and names; one page
 * and how many match in all. Only the members directory (users.members.service.ts) asks, after the
 * universities' policy.
 */
export async function listAffiliatedMembers(
  db: Executor,
  universityId: number,
  filter: AffiliationFilter,
  folded: string,
  page: { skip: number; limit: number },
): Promise<{ rows: AffiliatedMemberRow[]; total: number }> {
  const where = sql`u.university_id = ${universityId} AND ${liveMember} AND ${affiliationCondition(filter)}
    ${folded ? sql`AND u.search_text LIKE ${`%${escapeLikePattern(folded)}%`}` : sql``}`
  const [rows, [count]] = await Promise.all([
    queryRows<AffiliatedMemberRow>(
      db,
      sql`SELECT u.id, u.username, u.nickname, u.first_name, u.last_name, u.avatar_url, u.role,
          u.faculty_id, u.department_id, u.study_year, u.is_alumni
        FROM ${users} u WHERE ${where}
        ORDER BY lower(u.username), u.id LIMIT ${page.limit} OFFSET ${page.skip}`,
    ),
    queryRows<{ total: number }>(db, sql`SELECT count(*)::int AS total FROM ${users} u WHERE ${where}`),
  ])
  return { rows, total: count?.total ?? 0 }
}

/** Seeds and tests: a user's affiliation as it is stored, without the profile call's checks. */
export async function seedAffiliation(
  db: Executor,
  userId: number,
  affiliation: {
    facultyId?: number | null
    departmentId?: number | null
    studyYear?: number | null
    isAlumni?: boolean
  },
): Promise<void> {
  await db.update(users).set(affiliation).where(sql`${users.id} = ${userId}`)
}
