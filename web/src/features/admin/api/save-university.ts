import type { University, UniversityInput } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { adminKeys } from './keys.ts'

/** POST /universities/ (new) or PUT /universities/{id} (site admins). */
export function saveUniversity({
  id,
  input,
}: {
  id: number | null
  input: UniversityInput
}): Promise<University> {
  return id === null
    ? apiRequest<University>('/universities/', { method: 'POST', json: input })
    : apiRequest<University>(`/universities/${id}`, { method: 'PUT', json: input })
}

export function useSaveUniversity() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveUniversity,
    onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  })
}
