import type { ActiveSessionList, MessageBody } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { securityKeys } from './security-keys.ts'

/** DELETE /auth/sessions/{id}: that device is signed out at once. */
export function signOutSession(sessionId: number): Promise<MessageBody> {
  return apiRequest<MessageBody>(`/auth/sessions/${sessionId}`, { method: 'DELETE' })
}

export function useSignOutSession() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutSession,
    onSuccess: (_answer, sessionId) => {
      queryClient.setQueryData<ActiveSessionList>(securityKeys.sessions, (list) =>
        list?.filter((session) => session.id !== sessionId),
      )
      return queryClient.invalidateQueries({ queryKey: securityKeys.sessions })
    },
  })
}
