import { AFFILIATION_LIMITS, type Department, type Faculty } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import { conflict, forbidden, invalidField, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { refuseBidiControls } from '../../platform/text-input.ts'
import { canManageStructure } from './universities.policy.ts'
import { memberCountsPort } from './universities.ports.ts'
import { findUniversityById, isUniqueViolation } from './universities.repository.ts'
import {
  type DepartmentRow,
  deleteDepartmentRow,
  deleteFacultyRow,
  type FacultyRow,
  findDepartmentById,
  findDepartmentNamed,
  findFacultyById,
  findFacultyNamed,
  findStructureOf,
  insertDepartment,
  insertFaculty,
  renameDepartmentRow,
  renameFacultyRow,
} from './universities.structure.repository.ts'

/**
 * Faculties and departments (issue 17): everyone verified reads them; site admins and the
 * university's UniAdmins add, rename and delete them and list the members with their affiliation.
 */

/** Names sort as a Turkish reader expects (Ç after C, İ among the i's). */
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'tr')

/** A name trimmed and checked: 1..AFFILIATION_LIMITS.nameMax characters. */
export function checkUnitName(input: string): string {
  const name = input.normalize('NFC').trim().replace(/\s+/g, ' ')
  if (!name) throw invalidField(['body', 'name'], 'affiliation_name_required')
  if ([...name].length > AFFILIATION_LIMITS.nameMax) {
    throw invalidField(['body', 'name'], 'affiliation_name_too_long')
  }
  return refuseBidiControls(name, ['body', 'name'])
}

async function assertUniversity(db: Executor, universityId: number): Promise<void> {
  if (!(await findUniversityById(db, universityId))) throw notFound('university_not_found')
}

/** 404 for a missing university first (as its page), then 403 for anyone who may not manage it. */
export async function assertCanManage(db: Executor, viewer: Viewer, universityId: number): Promise<void> {
  await assertUniversity(db, universityId)
  if (!canManageStructure(viewer, universityId)) throw forbidden('cannot_manage_university')
}

/** The faculty when it is one of this university's; 404 otherwise (another's answers as a missing one). */
async function facultyOf(db: Executor, universityId: number, facultyId: number): Promise<FacultyRow> {
  const faculty = await findFacultyById(db, facultyId)
  if (!faculty || faculty.universityId !== universityId) throw notFound('faculty_not_found')
  return faculty
}

async function departmentOf(
  db: Executor,
  universityId: number,
  facultyId: number,
  departmentId: number,
): Promise<DepartmentRow> {
  await facultyOf(db, universityId, facultyId)
  const department = await findDepartmentById(db, departmentId)
  if (!department || department.facultyId !== facultyId) throw notFound('department_not_found')
  return department
}

function presentDepartment(row: DepartmentRow, count: number | null): Department {
  return { id: row.id, faculty_id: row.facultyId, name: row.name, members_count: count }
}

function presentFaculty(row: FacultyRow, departments: Department[], count: number | null): Faculty {
  return {
    id: row.id,
    university_id: row.universityId,
    name: row.name,
    members_count: count,
    departments: [...departments].sort(byName),
  }
}

/** GET /universities/{id}/faculties: member counts for those who manage it, null for everyone else. */
export async function listFaculties(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
): Promise<Faculty[]> {
  await assertUniversity(ctx.db, universityId)
  const manages = canManageStructure(viewer, universityId)
  const [structure, counts] = await Promise.all([
    findStructureOf(ctx.db, universityId),
    manages ? ctx.ports.get(memberCountsPort).countAffiliated(ctx.db, universityId) : null,
  ])
  const byFaculty = new Map<number, Department[]>()
  for (const row of structure.departments) {
    const list = byFaculty.get(row.facultyId) ?? []
    list.push(presentDepartment(row, counts ? (counts.departments.get(row.id) ?? 0) : null))
    byFaculty.set(row.facultyId, list)
  }
  return structure.faculties
    .map((row) =>
      presentFaculty(row, byFaculty.get(row.id) ?? [], counts ? (counts.faculties.get(row.id) ?? 0) : null),
    )
    .sort(byName)
}

/** Two administrators writing the same name at once: the unique index decides (409). */
async function deciding<T>(
  code: 'faculty_exists' | 'department_exists',
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write()
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(code)
    throw err
  }
}

/** POST /universities/{id}/faculties: 409 faculty_exists for a name it has (ignoring case). */
export async function addFaculty(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  rawName: string,
): Promise<Faculty> {
  await assertCanManage(ctx.db, viewer, universityId)
  const name = checkUnitName(rawName)
  return deciding('faculty_exists', () =>
    ctx.db.transaction(async (tx) => {
      if (await findFacultyNamed(tx, universityId, name)) throw conflict('faculty_exists')
      return presentFaculty(await insertFaculty(tx, universityId, name), [], 0)
    }),
  )
}

/** PATCH /universities/{id}/faculties/{facultyId}: a new name. */
export async function renameFaculty(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  facultyId: number,
  rawName: string,
): Promise<Faculty> {
  await assertCanManage(ctx.db, viewer, universityId)
  const name = checkUnitName(rawName)
  await deciding('faculty_exists', () =>
    ctx.db.transaction(async (tx) => {
      await facultyOf(tx, universityId, facultyId)
      if (await findFacultyNamed(tx, universityId, name, facultyId)) throw conflict('faculty_exists')
      await renameFacultyRow(tx, facultyId, name)
    }),
  )
  return (await listFaculties(ctx, viewer, universityId)).find((f) => f.id === facultyId)!
}

/** DELETE /universities/{id}/faculties/{facultyId}: its departments go too; members keep no faculty. */
export async function removeFaculty(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  facultyId: number,
): Promise<void> {
  await assertCanManage(ctx.db, viewer, universityId)
  await ctx.db.transaction(async (tx) => {
    await facultyOf(tx, universityId, facultyId)
    await deleteFacultyRow(tx, facultyId)
  })
}

/** POST /universities/{id}/faculties/{facultyId}/departments: 409 department_exists for a name it has. */
export async function addDepartment(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  facultyId: number,
  rawName: string,
): Promise<Department> {
  await assertCanManage(ctx.db, viewer, universityId)
  const name = checkUnitName(rawName)
  return deciding('department_exists', () =>
    ctx.db.transaction(async (tx) => {
      const faculty = await facultyOf(tx, universityId, facultyId)
      if (await findDepartmentNamed(tx, facultyId, name)) throw conflict('department_exists')
      return presentDepartment(await insertDepartment(tx, faculty, name), 0)
    }),
  )
}

export async function renameDepartment(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  facultyId: number,
  departmentId: number,
  rawName: string,
): Promise<Department> {
  await assertCanManage(ctx.db, viewer, universityId)
  const name = checkUnitName(rawName)
  await deciding('department_exists', () =>
    ctx.db.transaction(async (tx) => {
      await departmentOf(tx, universityId, facultyId, departmentId)
      if (await findDepartmentNamed(tx, facultyId, name, departmentId)) throw conflict('department_exists')
      await renameDepartmentRow(tx, departmentId, name)
    }),
  )
  const faculty = (await listFaculties(ctx, viewer, universityId)).find((f) => f.id === facultyId)!
  return faculty.departments.find((d) => d.id === departmentId)!
}

/** DELETE .../departments/{departmentId}: its members keep their faculty and lose the department. */
export async function removeDepartment(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  facultyId: number,
  departmentId: number,
): Promise<void> {
  await assertCanManage(ctx.db, viewer, universityId)
  await ctx.db.transaction(async (tx) => {
    await departmentOf(tx, universityId, facultyId, departmentId)
    await deleteDepartmentRow(tx, departmentId)
  })
}
