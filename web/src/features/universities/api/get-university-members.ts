import { ACTIVITY_LIMITS, type UserSummary } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

/**
 * GET /users/?university_id={id}&skip=0&limit=100: the university's members. The server filters by
 * the parameter; the list is filtered on the client too, as spec 000 section 7 describes the call.
 */
export function getUniversityMembers(id: number): Promise<UserSummary[]> {
  return apiRequest<UserSummary[]>('/users/', {
    query: { university_id: id, skip: 0, limit: ACTIVITY_LIMITS.universityPageItems },
  })
}

export function useUniversityMembers(id: number) {
  return useQuery({
    queryKey: universityKeys.members(id),
    queryFn: () => getUniversityMembers(id),
    select: (users) => users.filter((user) => user.university_id === id),
  })
}
