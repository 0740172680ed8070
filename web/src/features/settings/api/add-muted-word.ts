import type { MutedWord, MutedWordRequest } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { mutedWordsKey } from './get-muted-words.ts'

/** POST /users/me/muted-words: 201 a new word, 200 a word already muted (its duration replaced). */
export function addMutedWord(input: MutedWordRequest): Promise<MutedWord> {
  return apiRequest<MutedWord>('/users/me/muted-words', { method: 'POST', json: input })
}

/** Adds a word; the list takes the answer at once, and the lists of posts are read again. */
export function useAddMutedWord() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: addMutedWord,
    onSuccess: (word) => {
      client.setQueryData<MutedWord[]>(mutedWordsKey, (list) =>
        list ? [...list.filter((w) => w.id !== word.id), word] : [word],
      )
      void refreshPostLists(client)
    },
  })
}
