import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, Outlet, useLocation } from 'react-router'
import { FullScreenSpinner } from '@/components/ui/spinner.tsx'
import { authStorage } from '@/lib/auth-storage.ts'
import { useCurrentUser } from '@/lib/session.ts'

const VERIFICATION_PATH = '/email-verification'

/**
 * Guards signed-in screens (spec 001 section 4): a spinner while the token is checked with GET /auth/me;
 * no token or a failed check goes to /login carrying the wanted location; an unverified account is kept
 * on /email-verification (allowUnverified marks that route), and a verified one is sent on from there.
 */
export function ProtectedRoute({ allowUnverified = false }: { allowUnverified?: boolean }) {
  const { t } = useTranslation()
  const location = useLocation()
  const hasToken = authStorage.token() !== null
  const me = useCurrentUser()
  // Only a failed first check ends the session here: a failed background refetch (the verification
  // screen polls) keeps the user, and a 401 there is handled by the API client's refresh-or-sign-out.
  const failed = hasToken && me.isError && me.data === undefined

  useEffect(() => {
    if (failed) authStorage.clear()
  }, [failed])

  if (!hasToken || failed) return <Navigate to="/login" replace state={{ from: location }} />
  const user = me.data
  if (!user) return <FullScreenSpinner label={t('loading')} />

  const onVerificationScreen = location.pathname === VERIFICATION_PATH
  if (!user.is_verified && !(allowUnverified && onVerificationScreen)) {
    return <Navigate to={VERIFICATION_PATH} replace state={{ email: user.email }} />
  }
  if (user.is_verified && onVerificationScreen) return <Navigate to="/home" replace />
  return <Outlet />
}
