import type { AppealDecisionRequest, ModerationActionEntry } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { moderationKeys } from './keys.ts'

/** POST /moderation/actions/{id}/appeal/decision (site admins): uphold, or overturn (a suspension ends). */
export function decideAppeal({
  id,
  ...body
}: AppealDecisionRequest & { id: number }): Promise<ModerationActionEntry> {
  return apiRequest<ModerationActionEntry>(`/moderation/actions/${id}/appeal/decision`, {
    method: 'POST',
    json: body,
  })
}

export function useDecideAppeal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: decideAppeal,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.all }),
  })
}
