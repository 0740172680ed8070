import type { Availability } from '@agora/contract'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { authKeys } from './keys.ts'

export function checkEmail(email: string, signal?: AbortSignal): Promise<Availability> {
  return apiRequest<Availability>('/auth/check-email', { method: 'POST', json: { email }, signal })
}

/** A failed check shows its own message at once instead of retrying behind a spinner. */
export function checkEmailQueryOptions(email: string) {
  return queryOptions({
    queryKey: authKeys.emailAvailability(email),
    queryFn: ({ signal }) => checkEmail(email, signal),
    retry: false,
  })
}
