import type { SearchHistoryEntry } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** POST /search/history: remembers a search the viewer made (submitted, or a result opened). */
export function addSearchHistory(term: string): Promise<SearchHistoryEntry> {
  return apiRequest<SearchHistoryEntry>('/search/history', { method: 'POST', json: { term } })
}

/**
 * The entry goes on top of the cached list (a repeated term moves up) once the server has it. A
 * failure is not shown: the search itself goes on, only its trace is missing.
 */
export function useAddSearchHistory() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: addSearchHistory,
    onSuccess: (entry) => {
      client.setQueryData<SearchHistoryEntry[]>(searchKeys.history(), (list) =>
        list ? [entry, ...list.filter((e) => e.id !== entry.id && e.term !== entry.term)] : list,
      )
      return client.invalidateQueries({ queryKey: searchKeys.history() })
    },
  })
}
