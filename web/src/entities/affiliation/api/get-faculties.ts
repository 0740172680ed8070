import type { Faculty } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { affiliationKeys } from './keys.ts'

/** GET /universities/{id}/faculties: each faculty with its departments, by name. */
export function getFaculties(universityId: number): Promise<Faculty[]> {
  return apiRequest<Faculty[]>(`/universities/${universityId}/faculties`)
}

export const facultiesQueryOptions = (universityId: number) =>
  queryOptions({
    queryKey: affiliationKeys.faculties(universityId),
    queryFn: () => getFaculties(universityId),
    staleTime: 5 * 60_000,
  })

/** The faculties of a university; nothing is asked without one. */
export function useFaculties(universityId: number | null) {
  return useQuery({
    ...facultiesQueryOptions(universityId ?? 0),
    enabled: universityId !== null,
  })
}
