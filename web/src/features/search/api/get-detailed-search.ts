import { type DetailedSearchResponse, SEARCH_LIMITS, type SearchGroup } from '@agora/contract'
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { EMPTY_RESULTS, orEmptyOn404 } from '../lib/empty-results.ts'
import { searchKeys } from './keys.ts'

const PAGE_SIZE = SEARCH_LIMITS.detailed

/** The People tab's filters (issue 17): a faculty, department or year of study; null for any. */
export interface PeopleFilters {
  faculty_id: number | null
  department_id: number | null
  study_year: number | null
}

const isFiltered = (people?: PeopleFilters): people is PeopleFilters =>
  Boolean(people && (people.faculty_id ?? people.department_id ?? people.study_year) !== null)

/**
 * GET /search/detailed/{term}?skip&limit=20&type: a page of every group, or with `type` a page of
 * that group alone (the others come back empty).
 */
export function getDetailedSearch(
  term: string,
  { skip = 0, type, people }: { skip?: number; type?: SearchGroup; people?: PeopleFilters } = {},
  signal?: AbortSignal,
): Promise<DetailedSearchResponse> {
  return orEmptyOn404(
    apiRequest<DetailedSearchResponse>(`/search/detailed/${encodeURIComponent(term)}`, {
      query: {
        skip,
        limit: PAGE_SIZE,
        type,
        faculty_id: people?.faculty_id ?? undefined,
        department_id: people?.department_id ?? undefined,
        study_year: people?.study_year ?? undefined,
      },
      signal,
    }),
    EMPTY_RESULTS,
  )
}

/** The results page's For you: the first page of each group. */
export function searchOverviewOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.overview(term),
    queryFn: ({ signal }) => getDetailedSearch(term, {}, signal),
  })
}

export function useSearchOverview(term: string) {
  return useQuery(searchOverviewOptions(term))
}

/** What one group's page holds. */
export type GroupItem<T extends SearchGroup> = DetailedSearchResponse[T][number]

/**
 * One group's results, pages of 20 by skip while a page comes back full (a tab scrolling on); people
 * may be filtered by faculty, department and year.
 */
export function searchGroupOptions<T extends SearchGroup>(term: string, type: T, people?: PeopleFilters) {
  const filtered = isFiltered(people) ? people : undefined
  return infiniteQueryOptions({
    queryKey: filtered ? [...searchKeys.group(term, type), filtered] : searchKeys.group(term, type),
    queryFn: async ({ pageParam, signal }) =>
      (await getDetailedSearch(term, { skip: pageParam, type, people: filtered }, signal))[
        type
      ] as GroupItem<T>[],
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastSkip) => (last.length < PAGE_SIZE ? undefined : lastSkip + PAGE_SIZE),
  })
}

export function useSearchGroup<T extends SearchGroup>(term: string, type: T, people?: PeopleFilters) {
  return useInfiniteQuery(searchGroupOptions(term, type, people))
}
