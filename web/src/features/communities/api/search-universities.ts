import type { University } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** GET /universities/?search= for the wizard's university step (at most 10 choices). */
export function searchUniversities(term: string): Promise<University[]> {
  return apiRequest<University[]>('/universities/', { query: { search: term.trim(), limit: 10 } })
}

export function useUniversitySearch(term: string) {
  return useQuery({
    queryKey: ['communities', 'wizard-universities', term.trim()],
    queryFn: () => searchUniversities(term),
    enabled: term.trim().length > 0,
  })
}
