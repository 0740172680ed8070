import type { University } from '@agora/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { adminKeys } from './keys.ts'

/** GET /universities/?search= (100 at most): the universities to edit. */
export function getUniversities(search: string): Promise<University[]> {
  return apiRequest<University[]>('/universities/', {
    query: { search: search.trim() || undefined, limit: 100 },
  })
}

export function useAdminUniversities(search: string) {
  return useQuery({
    queryKey: adminKeys.universities(search.trim()),
    queryFn: () => getUniversities(search),
    placeholderData: keepPreviousData,
  })
}
