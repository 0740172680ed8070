import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { adminKeys } from './keys.ts'

export type Decision = { id: number; approve: true } | { id: number; approve: false; reason: string }

/**
 * POST /admin/community-requests/{id}/approve (the community opens with the applicant as its
 * ComAdmin) or /reject {reason}.
 */
export function decideApplication(d: Decision): Promise<unknown> {
  return d.approve
    ? apiRequest(`/admin/community-requests/${d.id}/approve`, { method: 'POST' })
    : apiRequest(`/admin/community-requests/${d.id}/reject`, { method: 'POST', json: { reason: d.reason } })
}

export function useDecideApplication() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: decideApplication,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: adminKeys.applications() })
      // An approved application is a new community: the lists under ['communities'] read again.
      await client.invalidateQueries({ queryKey: ['communities'] })
    },
  })
}
