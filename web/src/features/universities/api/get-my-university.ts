import type { University } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { ApiError, apiRequest } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

/** GET /universities/me: the viewer's university; 404 when none is assigned. */
export function getMyUniversity(): Promise<University> {
  return apiRequest<University>('/universities/me')
}

/** No university assigned (404) is an answer, not a failure to retry. */
export function hasNoUniversity(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404
}

export function useMyUniversity() {
  return useQuery({
    queryKey: universityKeys.mine(),
    queryFn: getMyUniversity,
    retry: (failures, error) => !hasNoUniversity(error) && failures < 1,
  })
}
