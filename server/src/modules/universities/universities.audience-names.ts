import type { Executor } from '../../db/client.ts'
import { findDepartmentsByIds, findFacultiesByIds } from './universities.structure.repository.ts'

/**
 * Faculties and departments by id, for the activities module's announcement audiences (issue 17):
 * which of the ids are the university's. Their names come from affiliationNamesOf.
 */
export async function unitsOfUniversity(
  db: Executor,
  universityId: number,
  ids: { facultyIds: readonly number[]; departmentIds: readonly number[] },
): Promise<{ facultyIds: number[]; departmentIds: number[] }> {
  const [facultyRows, departmentRows] = await Promise.all([
    findFacultiesByIds(db, [...ids.facultyIds]),
    findDepartmentsByIds(db, [...ids.departmentIds]),
  ])
  return {
    facultyIds: facultyRows.filter((r) => r.universityId === universityId).map((r) => r.id),
    departmentIds: departmentRows.filter((r) => r.universityId === universityId).map((r) => r.id),
  }
}
