import type { NamedUnit } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import {
  findDepartmentById,
  findDepartmentNamed,
  findDepartmentsByIds,
  findFacultiesByIds,
  findFacultyById,
  findFacultyNamed,
  insertDepartment,
  insertFaculty,
} from './universities.structure.repository.ts'

// Lookups for the users module (a profile's affiliation) and the search module, through the face.

export interface FacultyRef {
  id: number
  universityId: number
  name: string
}
export interface DepartmentRef extends FacultyRef {
  facultyId: number
}

export async function findFaculty(executor: Executor, id: number): Promise<FacultyRef | null> {
  const row = await findFacultyById(executor, id)
  return row && { id: row.id, universityId: row.universityId, name: row.name }
}

export async function findDepartment(executor: Executor, id: number): Promise<DepartmentRef | null> {
  const row = await findDepartmentById(executor, id)
  return row && { id: row.id, universityId: row.universityId, facultyId: row.facultyId, name: row.name }
}

/** The names of these faculties and departments, in two queries whatever the count. */
export async function affiliationNamesOf(
  executor: Executor,
  refs: Iterable<{ facultyId: number | null; departmentId: number | null }>,
): Promise<{ faculties: Map<number, NamedUnit>; departments: Map<number, NamedUnit> }> {
  const facultyIds = new Set<number>()
  const departmentIds = new Set<number>()
  for (const ref of refs) {
    if (ref.facultyId !== null) facultyIds.add(ref.facultyId)
    if (ref.departmentId !== null) departmentIds.add(ref.departmentId)
  }
  const [facultyRows, departmentRows] = await Promise.all([
    findFacultiesByIds(executor, [...facultyIds]),
    findDepartmentsByIds(executor, [...departmentIds]),
  ])
  return {
    faculties: new Map(facultyRows.map((r) => [r.id, { id: r.id, name: r.name }])),
    departments: new Map(departmentRows.map((r) => [r.id, { id: r.id, name: r.name }])),
  }
}

// Seeds for demo:seed and tests: the rows the calls write, without their checks; an existing name is
// reused (created: false).

export async function seedFaculty(
  db: Executor,
  universityId: number,
  name: string,
): Promise<FacultyRef & { created: boolean }> {
  const existing = await findFacultyNamed(db, universityId, name)
  const row = existing ?? (await insertFaculty(db, universityId, name))
  return { id: row.id, universityId: row.universityId, name: row.name, created: !existing }
}

export async function seedDepartment(
  db: Executor,
  facultyId: number,
  name: string,
): Promise<DepartmentRef & { created: boolean }> {
  const faculty = await findFacultyById(db, facultyId)
  if (!faculty) throw new Error(`seedDepartment: no faculty ${facultyId}`)
  const existing = await findDepartmentNamed(db, facultyId, name)
  const row = existing ?? (await insertDepartment(db, faculty, name))
  return {
    id: row.id,
    universityId: row.universityId,
    facultyId: row.facultyId,
    name: row.name,
    created: !existing,
  }
}
