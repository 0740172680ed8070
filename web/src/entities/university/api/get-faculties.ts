import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** A faculty with its departments, as GET /universities/{id}/faculties answers them (issue 17). */
export interface FacultyUnits {
  id: number
  name: string
  departments: { id: number; name: string }[]
}

/** Faculties and departments are read by settings, search, announcements and the university page. */
export const facultyKeys = {
  all: ['faculties'] as const,
  of: (universityId: number) => [...facultyKeys.all, universityId] as const,
}

export function getFaculties(universityId: number): Promise<FacultyUnits[]> {
  return apiRequest<FacultyUnits[]>(`/universities/${universityId}/faculties`)
}

export const facultiesQuery = (universityId: number) =>
  queryOptions({
    queryKey: facultyKeys.of(universityId),
    queryFn: () => getFaculties(universityId),
    staleTime: 5 * 60 * 1000,
  })

export function useFaculties(universityId: number | null | undefined) {
  return useQuery({ ...facultiesQuery(universityId ?? 0), enabled: !!universityId && universityId > 0 })
}
