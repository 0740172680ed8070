import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { forgetPushOnSignOut } from '@/features/settings/push-device.ts'
import { authStorage } from '@/lib/auth-storage.ts'

/**
 * Signing out is local: the access token is dropped with everything cached for this user, so the
 * next account on this browser starts clean. First, while the token still works, this device stops
 * getting the account's push notifications (issue 31).
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return () => {
    void forgetPushOnSignOut().finally(() => {
      authStorage.clear()
      queryClient.clear()
      navigate('/login', { replace: true })
    })
  }
}
