import type { CommunityApplication, CommunityApplicationInput } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /admin/community-requests: the wizard's application, answered pending. */
export function applyCommunity(input: CommunityApplicationInput): Promise<CommunityApplication> {
  return apiRequest<CommunityApplication>('/admin/community-requests', { method: 'POST', json: input })
}

export function useApplyCommunity() {
  return useMutation({ mutationFn: applyCommunity })
}
