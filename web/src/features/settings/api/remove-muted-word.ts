import type { MutedWord } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { mutedWordsKey } from './get-muted-words.ts'

/** DELETE /users/me/muted-words/{id}. */
export function removeMutedWord(id: number): Promise<unknown> {
  return apiRequest(`/users/me/muted-words/${id}`, { method: 'DELETE' })
}

/** Removes a word: its row goes once the server agrees, and the lists of posts are read again. */
export function useRemoveMutedWord() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: removeMutedWord,
    onSuccess: (_answer, id) => {
      client.setQueryData<MutedWord[]>(mutedWordsKey, (list) => list?.filter((w) => w.id !== id))
      void refreshPostLists(client)
    },
  })
}
