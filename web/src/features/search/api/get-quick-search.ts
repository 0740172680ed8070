import type { QuickSearchResponse } from '@agora/contract'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { EMPTY_RESULTS, orEmptyOn404 } from '../lib/empty-results.ts'
import { searchKeys } from './keys.ts'

/** GET /search/quick/{term}: the first five of each group, for the search box's dropdown. */
export function getQuickSearch(term: string, signal?: AbortSignal): Promise<QuickSearchResponse> {
  return orEmptyOn404(
    apiRequest<QuickSearchResponse>(`/search/quick/${encodeURIComponent(term)}`, { signal }),
    EMPTY_RESULTS,
  )
}

export function quickSearchOptions(term: string) {
  return queryOptions({
    queryKey: searchKeys.quick(term),
    queryFn: ({ signal }) => getQuickSearch(term, signal),
    // The next keystroke asks again; a retry would only hold the dropdown back.
    retry: false,
  })
}

/** `term` is already debounced and trimmed; the last answer stays shown while the next one comes. */
export function useQuickSearch(term: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...quickSearchOptions(term),
    enabled: enabled && term.length > 0,
    placeholderData: keepPreviousData,
  })
}
