import { z } from 'zod'
import { AFFILIATION_LIMITS } from './limits.ts'
import { pageQuery } from './paging.ts'

/**
 * Affiliation (issue 17): a university's faculties and departments, and a student's faculty,
 * department, year of study and alumni status.
 */

/** A faculty or department as a profile or a member row names it. */
export const NamedUnit = z.object({ id: z.number().int(), name: z.string() })
export type NamedUnit = z.infer<typeof NamedUnit>

export const Department = z.object({
  id: z.number().int(),
  faculty_id: z.number().int(),
  name: z.string(),
  /** Members who chose it: for site admins and the university's UniAdmins only, null for others. */
  members_count: z.number().int().nullable(),
})
export type Department = z.infer<typeof Department>

/** GET /universities/{id}/faculties: each faculty with its departments, both by name. */
export const Faculty = z.object({
  id: z.number().int(),
  university_id: z.number().int(),
  name: z.string(),
  /** As on Department: null for viewers who do not manage the university. */
  members_count: z.number().int().nullable(),
  departments: z.array(Department),
})
export type Faculty = z.infer<typeof Faculty>
export const FacultyList = z.array(Faculty)

/** POST and PATCH of a faculty or department: its name (trimmed, 1..120 characters). */
export const AffiliationUnitInput = z.object({ name: z.string().max(AFFILIATION_LIMITS.nameMax * 4) })
export type AffiliationUnitInput = z.infer<typeof AffiliationUnitInput>

/** A year of study, 1..7. */
export const StudyYear = z.number().int().min(1).max(AFFILIATION_LIMITS.studyYearMax)

/** What a profile shows of its owner's place at the university (visible where the bio is). */
export const Affiliation = z.object({
  faculty: NamedUnit.nullable(),
  department: NamedUnit.nullable(),
  /** Null when not given, and always for alumni. */
  study_year: z.number().int().nullable(),
  is_alumni: z.boolean(),
})
export type Affiliation = z.infer<typeof Affiliation>

/** A member as the university's administrators list them (GET /universities/{id}/members). */
export const UniversityMember = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  role: z.enum(['admin', 'UniAdmin', 'user']),
  affiliation: Affiliation,
})
export type UniversityMember = z.infer<typeof UniversityMember>
export const UniversityMemberList = z.array(UniversityMember)

const QueryId = z.coerce.number().int().positive().max(2_147_483_647)

/** 'true' or 'false' in a query string. */
const QueryBoolean = z.enum(['true', 'false']).transform((value) => value === 'true')

/**
 * GET /universities/{id}/members: filters, a search term over username and names, a page (the
 * x-total-count header holds how many match in all).
 */
export const UniversityMemberQuery = z.object({
  faculty_id: QueryId.optional(),
  department_id: QueryId.optional(),
  study_year: z.coerce.number().int().min(1).max(AFFILIATION_LIMITS.studyYearMax).optional(),
  alumni: QueryBoolean.optional(),
  q: z.string().trim().max(100).optional(),
  ...pageQuery({ limit: AFFILIATION_LIMITS.membersPage }).shape,
})
export type UniversityMemberQuery = z.infer<typeof UniversityMemberQuery>

/** The people search's optional filters (GET /search/detailed/{term}). */
export const AffiliationFilters = z.object({
  faculty_id: QueryId.optional(),
  department_id: QueryId.optional(),
  study_year: z.coerce.number().int().min(1).max(AFFILIATION_LIMITS.studyYearMax).optional(),
})
export type AffiliationFilters = z.infer<typeof AffiliationFilters>
