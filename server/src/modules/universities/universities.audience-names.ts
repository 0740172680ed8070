import { and, eq, inArray } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { departments, faculties } from '../../db/schema/universities.ts'

/**
 * Faculties and departments by id, for the activities module's announcement audiences (issue 17):
 * which of the ids are the university's, and their names.
 */
export interface NamedUnit {
  id: number
  name: string
}

export interface UniversityUnits {
  faculties: NamedUnit[]
  departments: (NamedUnit & { facultyId: number })[]
}

/** The faculties and departments among `ids` that belong to the university (others are left out). */
export async function unitsOfUniversity(
  db: Executor,
  universityId: number,
  ids: { facultyIds: readonly number[]; departmentIds: readonly number[] },
): Promise<UniversityUnits> {
  const [facultyRows, departmentRows] = await Promise.all([
    ids.facultyIds.length === 0
      ? []
      : db
          .select({ id: faculties.id, name: faculties.name })
          .from(faculties)
          .where(and(eq(faculties.universityId, universityId), inArray(faculties.id, [...ids.facultyIds]))),
    ids.departmentIds.length === 0
      ? []
      : db
          .select({ id: departments.id, name: departments.name, facultyId: departments.facultyId })
          .from(departments)
          .where(
            and(eq(departments.universityId, universityId), inArray(departments.id, [...ids.departmentIds])),
          ),
  ])
  return { faculties: facultyRows, departments: departmentRows }
}

/** Names of faculties and departments by id, whatever their university (for answers of many items). */
export async function unitNames(
  db: Executor,
  ids: { facultyIds: readonly number[]; departmentIds: readonly number[] },
): Promise<{ faculties: Map<number, string>; departments: Map<number, string> }> {
  const [facultyRows, departmentRows] = await Promise.all([
    ids.facultyIds.length === 0
      ? []
      : db
          .select({ id: faculties.id, name: faculties.name })
          .from(faculties)
          .where(inArray(faculties.id, [...new Set(ids.facultyIds)])),
    ids.departmentIds.length === 0
      ? []
      : db
          .select({ id: departments.id, name: departments.name })
          .from(departments)
          .where(inArray(departments.id, [...new Set(ids.departmentIds)])),
  ])
  return {
    faculties: new Map(facultyRows.map((r) => [r.id, r.name])),
    departments: new Map(departmentRows.map((r) => [r.id, r.name])),
  }
}
