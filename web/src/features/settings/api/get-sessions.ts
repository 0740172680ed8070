import type { ActiveSessionList } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { securityKeys } from './security-keys.ts'

/** GET /auth/sessions: the account's signed-in devices, the current one marked. */
export function getSessions(signal?: AbortSignal): Promise<ActiveSessionList> {
  return apiRequest<ActiveSessionList>('/auth/sessions', { signal })
}

export const sessionsOptions = queryOptions({
  queryKey: securityKeys.sessions,
  queryFn: ({ signal }) => getSessions(signal),
})

export function useSessions() {
  return useQuery(sessionsOptions)
}
