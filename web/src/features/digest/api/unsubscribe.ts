import type { UnsubscribeResponse } from '@agora/contract'
import { useMutation } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'

/** POST /digests/unsubscribe?token=…: the mail digest off, with the link's signed token and no sign-in. */
export function unsubscribeFromDigest(token: string): Promise<UnsubscribeResponse> {
  return apiRequest<UnsubscribeResponse>(`/digests/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    noRefresh: true,
  })
}

export function useUnsubscribeFromDigest() {
  return useMutation({ mutationFn: unsubscribeFromDigest })
}
