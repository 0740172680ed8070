import type { ActiveSessionList, MessageBody } from '@agora/contract'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import { securityKeys } from './security-keys.ts'

/** POST /auth/sessions/sign-out-others: every device but this one is signed out. */
export function signOutOtherSessions(): Promise<MessageBody> {
  return apiRequest<MessageBody>('/auth/sessions/sign-out-others', { method: 'POST' })
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => {
      queryClient.setQueryData<ActiveSessionList>(securityKeys.sessions, (list) =>
        list?.filter((session) => session.current),
      )
      return queryClient.invalidateQueries({ queryKey: securityKeys.sessions })
    },
  })
}
