import type { Affiliation, UpdateProfileRequest } from '@agora/contract'
import type { Executor } from '../../db/client.ts'
import { invalidField } from '../../platform/errors.ts'
import {
  affiliationNamesOf,
  findDepartment,
  findFaculty,
  findUniversityIdForEmail,
} from '../universities/index.ts'
import type { ProfilePatch } from './users.repository.ts'

/**
 * A person's affiliation (issue 17): a faculty and department of their university (the universities
 * module's rows, read through its face), a year of study and alumni status, self-declared.
 */

type AffiliationColumns = {
  facultyId: number | null
  departmentId: number | null
  studyYear: number | null
  isAlumni: boolean
}

/** The affiliation as answers carry it, with the faculty's and department's names. */
export async function affiliationOf(db: Executor, user: AffiliationColumns): Promise<Affiliation> {
  const names = await affiliationNamesOf(db, [user])
  return {
    faculty: user.facultyId === null ? null : (names.faculties.get(user.facultyId) ?? null),
    department: user.departmentId === null ? null : (names.departments.get(user.departmentId) ?? null),
    study_year: user.isAlumni ? null : user.studyYear,
    is_alumni: user.isAlumni,
  }
}

/**
 * The verified badge's fact: the account has a university and its address is at one of that
 * university's domains today (a UniAdmin placed by a site admin, or a domain since removed, is not).
 */
export async function universityVerifiedOf(
  db: Executor,
  user: { email: string; universityId: number | null },
): Promise<boolean> {
  if (user.universityId === null) return false
  return (await findUniversityIdForEmail(db, user.email)) === user.universityId
}

/**
 * The affiliation fields of PUT /users/me/profile checked against the account as it is, as a patch:
 * the faculty must be one of the account's university (422 faculty_not_in_university), the department
 * one of the resulting faculty (422 department_not_in_faculty); clearing or changing the faculty drops
 * a department of another; alumni keep no year (is_alumni true clears it; a year for an alumnus is 422
 * alumni_have_no_year).
 */
export async function checkAffiliationPatch(
  db: Executor,
  before: AffiliationColumns & { universityId: number | null },
  input: UpdateProfileRequest,
): Promise<ProfilePatch> {
  const patch: ProfilePatch = {}
  let facultyId = before.facultyId
  if (input.faculty_id !== undefined) {
    if (input.faculty_id !== null) {
      const faculty = await findFaculty(db, input.faculty_id)
      if (!faculty || before.universityId === null || faculty.universityId !== before.universityId) {
        throw invalidField(['body', 'faculty_id'], 'faculty_not_in_university')
      }
    }
    facultyId = input.faculty_id
    patch.facultyId = facultyId
  }
  let departmentId = before.departmentId
  if (input.department_id !== undefined) departmentId = input.department_id
  if (departmentId !== null) {
    const department = await findDepartment(db, departmentId)
    const fits = department !== null && facultyId !== null && department.facultyId === facultyId
    if (!fits) {
      // A department the person did not touch simply goes with the faculty it belonged to.
      if (input.department_id === undefined || input.department_id === null) departmentId = null
      else throw invalidField(['body', 'department_id'], 'department_not_in_faculty')
    }
  }
  if (departmentId !== before.departmentId) patch.departmentId = departmentId
  const isAlumni = input.is_alumni ?? before.isAlumni
  if (input.is_alumni !== undefined) patch.isAlumni = input.is_alumni
  if (isAlumni) {
    if (input.study_year !== undefined && input.study_year !== null) {
      throw invalidField(['body', 'study_year'], 'alumni_have_no_year')
    }
    if (before.studyYear !== null) patch.studyYear = null
  } else if (input.study_year !== undefined) {
    patch.studyYear = input.study_year
  }
  return patch
}
