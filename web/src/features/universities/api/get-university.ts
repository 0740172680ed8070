import type { University } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

/** GET /universities/{id}; cached 5 minutes (spec 000 section 9). */
export function getUniversity(id: number): Promise<University> {
  return apiRequest<University>(`/universities/${id}`)
}

export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function useUniversity(id: number) {
  return useQuery({
    queryKey: universityKeys.detail(id),
    queryFn: () => getUniversity(id),
    enabled: Number.isSafeInteger(id) && id > 0,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isMissing(error) && failures < 1,
  })
}
