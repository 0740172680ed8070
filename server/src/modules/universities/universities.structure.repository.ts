import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { departments, faculties } from '../../db/schema/universities.ts'

/** Faculties and departments (issue 17): the only code that reads or writes their tables. */

export type FacultyRow = typeof faculties.$inferSelect
export type DepartmentRow = typeof departments.$inferSelect

export async function findFacultyById(executor: Executor, id: number): Promise<FacultyRow | null> {
  const rows = await executor.select().from(faculties).where(eq(faculties.id, id)).limit(1)
  return rows[0] ?? null
}

export async function findDepartmentById(executor: Executor, id: number): Promise<DepartmentRow | null> {
  const rows = await executor.select().from(departments).where(eq(departments.id, id)).limit(1)
  return rows[0] ?? null
}

/** A university's faculties and departments, each by name (the caller sorts for the reader's language). */
export async function findStructureOf(
  executor: Executor,
  universityId: number,
): Promise<{ faculties: FacultyRow[]; departments: DepartmentRow[] }> {
  const [facultyRows, departmentRows] = await Promise.all([
    executor
      .select()
      .from(faculties)
      .where(eq(faculties.universityId, universityId))
      .orderBy(asc(faculties.name), asc(faculties.id)),
    executor
      .select()
      .from(departments)
      .where(eq(departments.universityId, universityId))
      .orderBy(asc(departments.name), asc(departments.id)),
  ])
  return { faculties: facultyRows, departments: departmentRows }
}

export async function findFacultiesByIds(executor: Executor, ids: number[]): Promise<FacultyRow[]> {
  if (ids.length === 0) return []
  return executor.select().from(faculties).where(inArray(faculties.id, ids))
}

export async function findDepartmentsByIds(executor: Executor, ids: number[]): Promise<DepartmentRow[]> {
  if (ids.length === 0) return []
  return executor.select().from(departments).where(inArray(departments.id, ids))
}

/** Another faculty of the university with this name, ignoring case. */
export async function findFacultyNamed(
  executor: Executor,
  universityId: number,
  name: string,
  exceptId?: number,
): Promise<FacultyRow | null> {
  const same = and(eq(faculties.universityId, universityId), sql`lower(${faculties.name}) = lower(${name})`)
  const rows = await executor
    .select()
    .from(faculties)
    .where(exceptId === undefined ? same : and(same, ne(faculties.id, exceptId)))
    .limit(1)
  return rows[0] ?? null
}

/** Another department of the faculty with this name, ignoring case. */
export async function findDepartmentNamed(
  executor: Executor,
  facultyId: number,
  name: string,
  exceptId?: number,
): Promise<DepartmentRow | null> {
  const same = and(eq(departments.facultyId, facultyId), sql`lower(${departments.name}) = lower(${name})`)
  const rows = await executor
    .select()
    .from(departments)
    .where(exceptId === undefined ? same : and(same, ne(departments.id, exceptId)))
    .limit(1)
  return rows[0] ?? null
}

export async function insertFaculty(
  executor: Executor,
  universityId: number,
  name: string,
): Promise<FacultyRow> {
  const rows = await executor.insert(faculties).values({ universityId, name }).returning()
  return rows[0]!
}

export async function insertDepartment(
  executor: Executor,
  faculty: { id: number; universityId: number },
  name: string,
): Promise<DepartmentRow> {
  const rows = await executor
    .insert(departments)
    .values({ facultyId: faculty.id, universityId: faculty.universityId, name })
    .returning()
  return rows[0]!
}

export async function renameFacultyRow(executor: Executor, id: number, name: string): Promise<FacultyRow> {
  const rows = await executor.update(faculties).set({ name }).where(eq(faculties.id, id)).returning()
  return rows[0]!
}

export async function renameDepartmentRow(
  executor: Executor,
  id: number,
  name: string,
): Promise<DepartmentRow> {
  const rows = await executor.update(departments).set({ name }).where(eq(departments.id, id)).returning()
  return rows[0]!
}

/** Its departments go with it (cascade); members' faculty and department become null (set null). */
export async function deleteFacultyRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(faculties).where(eq(faculties.id, id))
}

export async function deleteDepartmentRow(executor: Executor, id: number): Promise<void> {
  await executor.delete(departments).where(eq(departments.id, id))
}
