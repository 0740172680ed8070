import type { CommunityApplication } from '@agora/contract'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { adminKeys } from './keys.ts'

/** GET /admin/community-requests?status=pending (site admins). */
export function getApplications(): Promise<CommunityApplication[]> {
  return apiRequest<CommunityApplication[]>('/admin/community-requests', { query: { status: 'pending' } })
}

export function useApplications() {
  return useQuery({ queryKey: adminKeys.applications(), queryFn: getApplications })
}
