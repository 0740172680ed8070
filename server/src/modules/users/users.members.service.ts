import type { UniversityMember, UniversityMemberQuery } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { foldForSearch } from '../../platform/fold.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { affiliationNamesOf, assertCanManageUniversity } from '../universities/index.ts'
import { listAffiliatedMembers } from './users.affiliation.ts'
import { fullNameOf } from './users.presenter.ts'

/**
 * GET /universities/{id}/members: its live members with their affiliation, for those who manage it
 * (403 for everyone else, its own students included).
 */
export async function listMemberDirectory(
  ctx: ServiceContext,
  viewer: Viewer,
  universityId: number,
  query: UniversityMemberQuery,
): Promise<{ members: UniversityMember[]; total: number }> {
  await assertCanManageUniversity(ctx.db, viewer, universityId)
  const { rows, total } = await listAffiliatedMembers(
    ctx.db,
    universityId,
    {
      facultyId: query.faculty_id,
      departmentId: query.department_id,
      studyYear: query.study_year,
      alumni: query.alumni,
    },
    foldForSearch(query.q ?? ''),
    query,
  )
  const names = await affiliationNamesOf(
    ctx.db,
    rows.map((r) => ({ facultyId: r.faculty_id, departmentId: r.department_id })),
  )
  const members = rows.map(
    (row): UniversityMember => ({
      id: row.id,
      username: row.username,
      nickname: row.nickname,
      full_name: fullNameOf({ firstName: row.first_name, lastName: row.last_name }),
      avatar_url: row.avatar_url,
      role: row.role,
      affiliation: {
        faculty: row.faculty_id === null ? null : (names.faculties.get(row.faculty_id) ?? null),
        department: row.department_id === null ? null : (names.departments.get(row.department_id) ?? null),
        study_year: row.study_year,
        is_alumni: row.is_alumni,
      },
    }),
  )
  return { members, total }
}
