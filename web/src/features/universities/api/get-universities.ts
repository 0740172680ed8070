import { ACTIVITY_LIMITS, type University } from '@agora/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiResponse } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

export const UNIVERSITIES_PAGE_SIZE = ACTIVITY_LIMITS.universityListPage

export interface UniversityPage {
  universities: University[]
  /** From the x-total-count header; the page's own length when the header is missing. */
  total: number
}

/** GET /universities/?skip&limit=20 (spec 000 section 7): one page (from 1) and the total. */
export async function getUniversities(page: number): Promise<UniversityPage> {
  const { data, headers } = await apiResponse<University[]>('/universities/', {
    query: { skip: (page - 1) * UNIVERSITIES_PAGE_SIZE, limit: UNIVERSITIES_PAGE_SIZE },
  })
  const header = Number(headers.get('x-total-count'))
  const total = Number.isFinite(header) && headers.has('x-total-count') ? header : data.length
  return { universities: data, total }
}

export function useUniversities(page: number) {
  return useQuery({
    queryKey: universityKeys.page(page),
    queryFn: () => getUniversities(page),
    placeholderData: keepPreviousData,
  })
}
