import { TIMINGS } from '@agora/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner.tsx'
import { StatusIcon } from '@/components/ui/status-icon.tsx'
import { ApiError } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { meQueryOptions, sessionKeys } from '@/lib/session.ts'
import { useDeleteUnverifiedAccount } from '../api/delete-unverified-account.ts'
import { useResendVerification } from '../api/resend-verification.ts'
import { Feedback, VerificationShell } from '../components/verification-shell.tsx'
import { useCooldown } from '../hooks/use-cooldown.ts'
import { serverMessage } from '../server-message.ts'

type FeedbackState = { tone: 'success' | 'error'; text: string } | null

const SECONDARY =
  'inline-flex flex-1 items-center justify-center rounded-full border px-4 py-2.5 text-sm font-semibold transition focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50'

/** /email-verification: where an unverified account waits (spec 001 sections 2, 4 and 8). */
export function EmailVerificationPage() {
  const { t } = useTranslation('verification')
  const { t: tc } = useTranslation()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const [deleted, setDeleted] = useState(false)
  const [feedback, setFeedback] = useState<FeedbackState>(null)
  const [cooldown, startCooldown] = useCooldown(TIMINGS.resendCooldownSeconds)
  const resend = useResendVerification()
  const removeAccount = useDeleteUnverifiedAccount()
  // Polls until the link is opened (here or on another device); stops once the account is gone.
  const me = useQuery({
    ...meQueryOptions,
    enabled: !deleted && authStorage.token() !== null,
    refetchInterval: deleted ? false : TIMINGS.verificationPollMs,
  })
  const stateEmail = (location.state as { email?: unknown } | null)?.email
  const email =
    me.data?.email ?? (typeof stateEmail === 'string' ? stateEmail : null) ?? authStorage.verificationEmail()
  const verified = me.data?.is_verified === true

  useEffect(() => {
    document.title = `${t('holding.documentTitle')} - ${tc('appName')}`
  }, [t, tc])

  useEffect(() => {
    if (verified) navigate('/home', { replace: true })
  }, [verified, navigate])

  useEffect(() => {
    if (!deleted) return
    const timer = window.setTimeout(() => {
      // Navigate first so that the guard, seeing no token, does not send the user to /login instead.
      navigate('/register', { replace: true })
      authStorage.clear()
      queryClient.removeQueries({ queryKey: sessionKeys.me })
    }, TIMINGS.redirectAfterVerificationMs)
    return () => window.clearTimeout(timer)
  }, [deleted, navigate, queryClient])

  const onResend = () => {
    if (!email) return
    startCooldown()
    setFeedback(null)
    resend.mutate(email, {
      onSuccess: (data) =>
        setFeedback({ tone: 'success', text: data.message || t('holding.resendSucceeded') }),
      onError: (error) => {
        // Inside the cooldown of the last mail (the one sign-up sent, say) the server says how long is
        // left: the button counts that down instead of showing an error.
        if (error instanceof ApiError && error.status === 429 && error.retryAfter !== null) {
          startCooldown(error.retryAfter)
          return
        }
        setFeedback({ tone: 'error', text: serverMessage(error, t('holding.resendFailed')) })
      },
    })
  }

  const onDelete = () => {
    if (!email || !window.confirm(t('holding.deleteConfirm'))) return
    setFeedback(null)
    removeAccount.mutate(email, {
      onSuccess: (data) => {
        setDeleted(true)
        setFeedback({ tone: 'success', text: data.message || t('holding.deleteSucceeded') })
      },
      onError: (error) =>
        setFeedback({ tone: 'error', text: serverMessage(error, t('holding.deleteFailed')) }),
    })
  }

  const onSignOut = () => {
    navigate('/login', { replace: true })
    authStorage.clear()
    queryClient.removeQueries({ queryKey: sessionKeys.me })
  }

  const busy = deleted || removeAccount.isPending
  return (
    <VerificationShell>
      <StatusIcon icon="mail" tone="brand" />
      <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('holding.title')}</h1>
      {params.get('fromRegister') === 'true' && (
        <p className="mt-2 font-medium text-emerald-600 dark:text-emerald-400">
          {t('holding.accountCreated')}
        </p>
      )}
      {email ? (
        <>
          <p className="mt-3 text-slate-600 dark:text-slate-300">{t('holding.sentTo')}</p>
          <p className="mt-1 font-semibold wrap-anywhere text-slate-900 dark:text-slate-100">{email}</p>
        </>
      ) : (
        <p className="mt-3 text-slate-600 dark:text-slate-300">{t('holding.noAddress')}</p>
      )}
      <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('holding.instructions')}</p>
      {!deleted && (
        <p className="mt-5 inline-flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Spinner className="size-4" />
          {t('holding.waiting')}
        </p>
      )}
      <div className="mt-6 space-y-3 text-left">
        <Feedback feedback={feedback} />
        {deleted && (
          <p className="text-center text-sm text-slate-500 dark:text-slate-400">
            {t('holding.redirectingToRegister')}
          </p>
        )}
      </div>
      <div className="mt-6 space-y-3">
        <button
          type="button"
          onClick={onResend}
          disabled={!email || cooldown > 0 || resend.isPending || busy}
          className="inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-5 py-3 font-semibold text-white transition hover:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-brand-500 dark:focus-visible:ring-offset-slate-900"
        >
          {resend.isPending && <Spinner className="size-4" />}
          {cooldown > 0 ? t('holding.resendIn', { seconds: cooldown }) : t('holding.resend')}
        </button>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button
            type="button"
            onClick={onDelete}
            disabled={!email || busy}
            className={`${SECONDARY} border-red-300 text-red-600 hover:bg-red-50 dark:border-red-900 dark:text-red-400 dark:hover:bg-red-950/40`}
          >
            {t('holding.deleteAccount')}
          </button>
          <button
            type="button"
            onClick={onSignOut}
            disabled={busy}
            className={`${SECONDARY} border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800`}
          >
            {t('holding.signOut')}
          </button>
        </div>
      </div>
    </VerificationShell>
  )
}
