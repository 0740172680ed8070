import type { SearchHistoryEntry } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** GET /search/history: the viewer's recent searches, newest first (at most 20). */
export function getSearchHistory(signal?: AbortSignal): Promise<SearchHistoryEntry[]> {
  return apiRequest<SearchHistoryEntry[]>('/search/history', { signal })
}

/** Read when the search box opens empty. */
export function useSearchHistory({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: searchKeys.history(),
    queryFn: ({ signal }) => getSearchHistory(signal),
    enabled,
  })
}
