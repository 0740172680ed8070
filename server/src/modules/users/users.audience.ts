import { and, eq, isNull, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { users } from '../../db/schema/users.ts'

/**
 * A person's affiliation as SQL, for another module's rule over a university's members (issue 17: the
 * audience of an announcement), without naming this module's columns.
 */
export interface AffiliationColumns {
  facultyId: SQL
  departmentId: SQL
  studyYear: SQL
}

/**
 * `SELECT id ...`: the live members of the university for whom `matches` holds, given their
 * affiliation columns.
 */
export function universityMemberIdsWhere(
  universityId: number | SQL,
  matches: (member: AffiliationColumns) => SQL,
): SQL {
  const member = {
    facultyId: sql`${users.facultyId}`,
    departmentId: sql`${users.departmentId}`,
    studyYear: sql`${users.studyYear}`,
  }
  return sql`SELECT ${users.id} FROM ${users} WHERE ${users.universityId} = ${universityId}
    AND ${users.deletedAt} IS NULL AND ${users.isVerified} AND ${matches(member)}`
}

export interface Affiliation {
  universityId: number | null
  facultyId: number | null
  departmentId: number | null
  studyYear: number | null
  isAlumni: boolean
}

/** One account's university and affiliation (the viewer's, for the reads that depend on it). */
export async function affiliationOf(db: Executor, userId: number): Promise<Affiliation> {
  const rows = await db
    .select({
      universityId: users.universityId,
      facultyId: users.facultyId,
      departmentId: users.departmentId,
      studyYear: users.studyYear,
      isAlumni: users.isAlumni,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
  return (
    rows[0] ?? { universityId: null, facultyId: null, departmentId: null, studyYear: null, isAlumni: false }
  )
}
