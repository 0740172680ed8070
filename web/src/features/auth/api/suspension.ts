import type { ModerationActionEntry, SuspensionLookup } from '@agora/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '@/lib/api-client.ts'
import type { Credentials } from './login.ts'

/**
 * POST /moderation/suspension: why and until when the account is suspended, asked with the password
 * the sign-in was refused with (a suspended account has no session). Kept in memory only while shown.
 */
export function getSuspension(credentials: Credentials): Promise<SuspensionLookup> {
  return apiRequest<SuspensionLookup>('/moderation/suspension', {
    method: 'POST',
    json: { username: credentials.username.trim(), password: credentials.password },
    noRefresh: true,
  })
}

/**
 * POST /moderation/suspension/appeal: the suspension's one appeal; with two-factor sign-in on, with a
 * code of the second factor (issue 30).
 */
export function appealSuspension({
  text,
  code,
  ...credentials
}: Credentials & { text: string; code?: string }) {
  return apiRequest<ModerationActionEntry>('/moderation/suspension/appeal', {
    method: 'POST',
    json: {
      username: credentials.username.trim(),
      password: credentials.password,
      text,
      ...(code ? { code } : {}),
    },
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
    mutationFn: ({ text, code }: { text: string; code?: string }) =>
      appealSuspension({ ...credentials, text, code }),
    onSuccess: (entry) =>
      client.setQueryData<SuspensionLookup>(key(credentials.username), (old) =>
        old ? { ...old, ...entry } : undefined,
      ),
  })
}
