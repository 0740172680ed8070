import type { MutedWord } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /users/me/muted-words: the viewer's muted words and hashtags still running, oldest first. */
export function getMutedWords(signal?: AbortSignal) {
  return apiRequest<MutedWord[]>('/users/me/muted-words', { signal })
}

export const mutedWordsKey = [...userKeys.mine(), 'muted-words'] as const

export const mutedWordsOptions = queryOptions({
  queryKey: mutedWordsKey,
  queryFn: ({ signal }) => getMutedWords(signal),
})

export function useMutedWords() {
  return useQuery(mutedWordsOptions)
}
