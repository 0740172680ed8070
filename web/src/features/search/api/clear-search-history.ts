import type { SearchHistoryEntry } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** DELETE /search/history: forgets every recent search of the viewer's. */
export function clearSearchHistory(): Promise<unknown> {
  return apiRequest('/search/history', { method: 'DELETE' })
}

/** Asked after a confirmation; the list empties once the server has done it. */
export function useClearSearchHistory() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: clearSearchHistory,
    onSuccess: () => client.setQueryData<SearchHistoryEntry[]>(searchKeys.history(), []),
  })
}
