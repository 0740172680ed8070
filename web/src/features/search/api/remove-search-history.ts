import type { SearchHistoryEntry } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { searchKeys } from './keys.ts'

/** DELETE /search/history/{id}: forgets one recent search. */
export function removeSearchHistory(id: number): Promise<unknown> {
  return apiRequest(`/search/history/${id}`, { method: 'DELETE' })
}

/** The entry leaves the list at once and comes back if the server refuses. */
export function useRemoveSearchHistory() {
  const client = useQueryClient()
  const key = searchKeys.history()
  return useMutation({
    mutationFn: removeSearchHistory,
    onMutate: async (id) => {
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<SearchHistoryEntry[]>(key)
      client.setQueryData<SearchHistoryEntry[]>(key, (list) => list?.filter((e) => e.id !== id))
      return previous
    },
    onError: (_err, _id, previous) => client.setQueryData(key, previous),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  })
}
