import type { Me } from '@agora/contract'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiRequest, refreshAccessToken } from './api-client.ts'
import { authStorage } from './auth-storage.ts'
import { takeEarlyAnswer } from './early-answer.ts'

const TOKEN_REFRESH_MS = 15 * 60 * 1000

export const sessionKeys = { me: ['session', 'me'] as const }

async function readMe(): Promise<Me> {
  const me = await apiRequest<Me>('/auth/me')
  authStorage.setUser(me)
  return me
}

/** The signed-in user, from GET /auth/me; stores the id and avatar that other screens read. */
export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: readMe,
  staleTime: 60_000,
  retry: false,
})

/**
 * Starts reading the session as the app starts (main.tsx), not once the first screen's chunks are in.
 * index.html's first script has already asked (lib/early-answer.ts): its answer is taken when it came
 * back well; otherwise the app asks itself, with the refresh and the errors of any call.
 */
export function prefetchSession(client: QueryClient): void {
  if (!authStorage.token()) return
  const early = takeEarlyAnswer<Me>('/auth/me')
  void client.prefetchQuery({
    ...meQueryOptions,
    queryFn: async () => {
      const me = await early
      if (!me) return readMe()
      authStorage.setUser(me)
      return me
    },
  })
}

/** The current user; disabled without a stored token. */
export function useCurrentUser() {
  return useQuery({ ...meQueryOptions, enabled: !!authStorage.token() })
}

/** Refreshes the access token every 15 minutes and when the window gains focus (spec 000 section 7). */
export function useTokenRefresh(): void {
  useEffect(() => {
    const refresh = () => {
      if (authStorage.token()) void refreshAccessToken()
    }
    const timer = window.setInterval(refresh, TOKEN_REFRESH_MS)
    window.addEventListener('focus', refresh)
    return () => {
      window.clearInterval(timer)
      window.removeEventListener('focus', refresh)
    }
  }, [])
}
