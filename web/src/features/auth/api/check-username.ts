import type { Availability } from '@agora/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { authKeys } from './keys.ts'

export function checkUsername(username: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>('/auth/check-username', { method: 'POST', json: { username }, signal })
}

/** A failed check shows its own message at once instead of retrying behind a spinner. */
export function checkUsernameQueryOptions(username: string) {
  return queryOptions({
    queryKey: authKeys.usernameAvailability(username),
    queryFn: ({ signal }) => checkUsername(username, signal),
    retry: false,
  })
}
