import type { ModerationActionEntry } from '@agora/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import type { Credentials } from './login.ts'

/**
 * POST /moderation/suspension: why and until when the account is suspended, asked with the password
 * the sign-in was refused with (a suspended account has no session). Kept in memory only while shown.
 */
export function getSuspension(credentials: Credentials): Promise<ModerationActionEntry> {
  return apiRequest<ModerationActionEntry>('/moderation/suspension', {
    method: 'POST',
    json: { username: credentials.username.trim(), password: credentials.password },
    noRefresh: true,
  })
}

/** POST /moderation/suspension/appeal: the suspension's one appeal. */
export function appealSuspension({ text, ...credentials }: Credentials & { text: string }) {
  return apiRequest<ModerationActionEntry>('/moderation/suspension/appeal', {
    method: 'POST',
    json: { username: credentials.username.trim(), password: credentials.password, text },
    noRefresh: true,
  })
}

const key = (username: string) => ['auth', 'suspension', username.trim().toLowerCase()] as const

export function useSuspension(credentials: Credentials) {
  return useQuery({
    queryKey: key(credentials.username),
    queryFn: () => getSuspension(credentials),
    gcTime: 0,
  })
}

export function useAppealSuspension(credentials: Credentials) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => appealSuspension({ ...credentials, text }),
    onSuccess: (entry) => client.setQueryData(key(credentials.username), entry),
  })
}
