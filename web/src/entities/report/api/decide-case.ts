import type { CaseDecisionRequest, ModerationActionEntry, ReportTargetType } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { refreshPostLists } from '@/lib/post-lists.ts'
import { moderationKeys } from './keys.ts'

export interface CaseDecision extends CaseDecisionRequest {
  target_type: ReportTargetType
  target_id: number
}

/** POST /moderation/cases/{type}/{id}: closes every open report of the target. */
export function decideCase({
  target_type,
  target_id,
  ...body
}: CaseDecision): Promise<ModerationActionEntry> {
  return apiRequest<ModerationActionEntry>(`/moderation/cases/${target_type}/${target_id}`, {
    method: 'POST',
    json: body,
  })
}

/** After a decision the queues, the log and whatever lists showed the content read again. */
export function useDecideCase() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: decideCase,
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: moderationKeys.all })
      await refreshPostLists(client)
    },
  })
}
