import type { Me } from '@agora/contract'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiRequest, refreshAccessToken } from './api-client.ts'
import { authStorage } from './auth-storage.ts'

const TOKEN_REFRESH_MS = 15 * 60 * 1000

export const sessionKeys = { me: ['session', 'me'] as const }

/** The signed-in user, from GET /auth/me; stores the id and avatar that other screens read. */
export const meQueryOptions = queryOptions({
  queryKey: sessionKeys.me,
  queryFn: async () => {
    const me = await apiRequest<Me>('/auth/me')
    authStorage.setUser(me)
    return me
  },
  staleTime: 60_000,
  retry: false,
})

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
