import { type SQL, sql } from 'drizzle-orm'
import { announcementAcks, announcements } from '../../db/schema/activities.ts'
import { type AffiliationColumns, universityMemberIdsWhere } from '../users/index.ts'

/**
 * Whom an announcement is for (issue 17): members of its university in the chosen faculties or
 * departments, in the chosen years of study. An empty list does not narrow, so all three empty is the
 * whole university. The rule exists twice, as a pure function (the presenter's abilities, the truth
 * table) and as SQL (lists, notifications, counts); audience.test.ts holds them equal.
 */
export interface Audience {
  facultyIds: readonly number[]
  departmentIds: readonly number[]
  years: readonly number[]
}

export interface Member {
  universityId: number | null
  facultyId: number | null
  departmentId: number | null
  studyYear: number | null
}

export const audienceOf = (row: {
  audienceFacultyIds: number[]
  audienceDepartmentIds: number[]
  audienceYears: number[]
}): Audience => ({
  facultyIds: row.audienceFacultyIds,
  departmentIds: row.audienceDepartmentIds,
  years: row.audienceYears,
})

export const isWholeUniversity = (a: Audience): boolean =>
  a.facultyIds.length === 0 && a.departmentIds.length === 0 && a.years.length === 0

/** A member of the university is in the audience. */
export function inAudience(a: Audience, universityId: number, m: Member): boolean {
  if (m.universityId !== universityId) return false
  const anyUnit = a.facultyIds.length === 0 && a.departmentIds.length === 0
  const unit =
    anyUnit ||
    (m.facultyId !== null && a.facultyIds.includes(m.facultyId)) ||
    (m.departmentId !== null && a.departmentIds.includes(m.departmentId))
  const year = a.years.length === 0 || (m.studyYear !== null && a.years.includes(m.studyYear))
  return unit && year
}

/** The rule in SQL over the announcements row in scope and a member's affiliation. */
function matchesSql(m: AffiliationColumns): SQL {
  const f = announcements.audienceFacultyIds
  const d = announcements.audienceDepartmentIds
  const y = announcements.audienceYears
  return sql`((cardinality(${f}) = 0 AND cardinality(${d}) = 0)
      OR ${m.facultyId} = ANY(${f}) OR ${m.departmentId} = ANY(${d}))
    AND (cardinality(${y}) = 0 OR ${m.studyYear} = ANY(${y}))`
}

/**
 * For the lists (the university's Duyurular tab, For You, the calendar feed): the announcements in
 * scope this person may find there, those for the whole university or for them. Managers see all.
 */
export function listedFor(member: Member, manager: boolean): SQL {
  if (manager) return sql`true`
  return listedSql({
    universityId: sql`${member.universityId}::int`,
    facultyId: sql`${member.facultyId}::int`,
    departmentId: sql`${member.departmentId}::int`,
    studyYear: sql`${member.studyYear}::int`,
  })
}

/**
 * listedFor for a prepared statement: the placeholders `manager` (boolean), `memberUniversity`,
 * `memberFaculty`, `memberDepartment` and `memberYear` (int or null); listedParams fills them.
 */
export function listedForPlaceholders(): SQL {
  const int = (name: string) => sql`${sql.placeholder(name)}::int`
  return sql`(${sql.placeholder('manager')}::boolean OR ${listedSql({
    universityId: int('memberUniversity'),
    facultyId: int('memberFaculty'),
    departmentId: int('memberDepartment'),
    studyYear: int('memberYear'),
  })})`
}

export const listedParams = (member: Member | null) => ({
  manager: member === null,
  memberUniversity: member?.universityId ?? null,
  memberFaculty: member?.facultyId ?? null,
  memberDepartment: member?.departmentId ?? null,
  memberYear: member?.studyYear ?? null,
})

function listedSql(m: AffiliationColumns & { universityId: SQL }): SQL {
  const own = sql`(${announcements.universityId} = ${m.universityId} AND ${matchesSql(m)})`
  return sql`((cardinality(${announcements.audienceFacultyIds}) = 0
    AND cardinality(${announcements.audienceDepartmentIds}) = 0
    AND cardinality(${announcements.audienceYears}) = 0) OR ${own})`
}

/**
 * `SELECT id ...`: the announcement's audience now, for its notification and the counts; with
 * `unacknowledged`, only those who have not confirmed (the reminder).
 */
export function audienceIdsSubquery(announcementId: number, { unacknowledged = false } = {}): SQL {
  const members = universityMemberIdsWhere(sql`${announcements.universityId}`, matchesSql)
  const pending = unacknowledged
    ? sql`AND NOT EXISTS (SELECT 1 FROM ${announcementAcks} k
        WHERE k.announcement_id = ${announcements.id} AND k.user_id = m.id)`
    : sql``
  return sql`SELECT m.id FROM ${announcements} CROSS JOIN LATERAL (${members}) AS m(id)
    WHERE ${announcements.id} = ${announcementId} ${pending}`
}
