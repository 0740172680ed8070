import type { ModerationActionEntry } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { moderationKeys } from './keys.ts'

/** POST /moderation/actions/{id}/appeal: once per decision, by the person it was about. */
export function appeal({ id, text }: { id: number; text: string }): Promise<ModerationActionEntry> {
  return apiRequest<ModerationActionEntry>(`/moderation/actions/${id}/appeal`, {
    method: 'POST',
    json: { text },
  })
}

export function useAppeal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: appeal,
    onSettled: () => client.invalidateQueries({ queryKey: moderationKeys.mine() }),
  })
}
