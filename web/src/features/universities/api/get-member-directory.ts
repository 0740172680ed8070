import { AFFILIATION_LIMITS, type UniversityMember } from '@agora/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiResponse } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

export const DIRECTORY_PAGE_SIZE = AFFILIATION_LIMITS.membersPage

export interface DirectoryFilters {
  facultyId: number | null
  departmentId: number | null
  studyYear: number | null
  alumni: boolean | null
  q: string
}

export interface DirectoryPage {
  members: UniversityMember[]
  /** From the x-total-count header. */
  total: number
}

/** GET /universities/{id}/members (issue 17; site admins and its UniAdmins): one page (from 1). */
export async function getMemberDirectory(
  universityId: number,
  filters: DirectoryFilters,
  page: number,
): Promise<DirectoryPage> {
  const { data, headers } = await apiResponse<UniversityMember[]>(`/universities/${universityId}/members`, {
    query: {
      faculty_id: filters.facultyId ?? undefined,
      department_id: filters.departmentId ?? undefined,
      study_year: filters.studyYear ?? undefined,
      alumni: filters.alumni ?? undefined,
      q: filters.q.trim() || undefined,
      skip: (page - 1) * DIRECTORY_PAGE_SIZE,
      limit: DIRECTORY_PAGE_SIZE,
    },
  })
  const header = Number(headers.get('x-total-count'))
  return {
    members: data,
    total: headers.has('x-total-count') && Number.isFinite(header) ? header : data.length,
  }
}

export function useMemberDirectory(universityId: number, filters: DirectoryFilters, page: number) {
  return useQuery({
    queryKey: [...universityKeys.directory(universityId), filters, page] as const,
    queryFn: () => getMemberDirectory(universityId, filters, page),
    placeholderData: keepPreviousData,
  })
}
