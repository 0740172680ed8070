import type { UserProfile } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { userKeys } from './keys.ts'

/** GET /users/{id}: the account with its counts, the viewer's relation to it and abilities on it. */
export function getUser(userId: number, signal?: AbortSignal): Promise<UserProfile> {
  return apiRequest<UserProfile>(`/users/${userId}`, { signal })
}

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    // A missing account stays missing: say so at once instead of asking again.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  })
}

export function useUser(userId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...userQueryOptions(userId), enabled })
}
