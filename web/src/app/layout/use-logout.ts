import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { authStorage } from '@/lib/auth-storage.ts'

/**
 * Signing out is local: the access token is dropped with everything cached for this user, so the
 * next account on this browser starts clean.
 */
export function useLogout(): () => void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return () => {
    authStorage.clear()
    queryClient.clear()
    navigate('/login', { replace: true })
  }
}
