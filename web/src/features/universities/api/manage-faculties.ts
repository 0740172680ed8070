import type { AffiliationUnitInput, Department, Faculty } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { affiliationKeys } from '@/entities/affiliation/api/keys.ts'
import { userKeys } from '@/entities/user/api/keys.ts'
import { apiRequest } from '@/lib/api-client.ts'
import { universityKeys } from './keys.ts'

/**
 * Adding, renaming and deleting a university's faculties and departments (issue 17; site admins and
 * its UniAdmins). Each change refetches the faculties, the members directory and profiles (a deleted
 * faculty leaves its members without one).
 */
export type StructureChange =
  | { kind: 'addFaculty'; name: string }
  | { kind: 'renameFaculty'; facultyId: number; name: string }
  | { kind: 'deleteFaculty'; facultyId: number }
  | { kind: 'addDepartment'; facultyId: number; name: string }
  | { kind: 'renameDepartment'; facultyId: number; departmentId: number; name: string }
  | { kind: 'deleteDepartment'; facultyId: number; departmentId: number }

export function changeStructure(
  universityId: number,
  change: StructureChange,
): Promise<Faculty | Department | null> {
  const base = `/universities/${universityId}/faculties`
  const body = (name: string): AffiliationUnitInput => ({ name })
  switch (change.kind) {
    case 'addFaculty':
      return apiRequest<Faculty>(base, { method: 'POST', json: body(change.name) })
    case 'renameFaculty':
      return apiRequest<Faculty>(`${base}/${change.facultyId}`, { method: 'PATCH', json: body(change.name) })
    case 'deleteFaculty':
      return apiRequest<null>(`${base}/${change.facultyId}`, { method: 'DELETE' })
    case 'addDepartment':
      return apiRequest<Department>(`${base}/${change.facultyId}/departments`, {
        method: 'POST',
        json: body(change.name),
      })
    case 'renameDepartment':
      return apiRequest<Department>(`${base}/${change.facultyId}/departments/${change.departmentId}`, {
        method: 'PATCH',
        json: body(change.name),
      })
    case 'deleteDepartment':
      return apiRequest<null>(`${base}/${change.facultyId}/departments/${change.departmentId}`, {
        method: 'DELETE',
      })
  }
}

export function useChangeStructure(universityId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: StructureChange) => changeStructure(universityId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: affiliationKeys.faculties(universityId) }),
        queryClient.invalidateQueries({ queryKey: universityKeys.directory(universityId) }),
        queryClient.invalidateQueries({ queryKey: userKeys.details() }),
      ]),
  })
}
