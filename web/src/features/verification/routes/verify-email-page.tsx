import { TIMINGS } from '@agora/contract'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner.tsx'
import { StatusIcon } from '@/components/ui/status-icon.tsx'
import { useVerifyEmail } from '../api/verify-email.ts'
import { VerificationShell } from '../components/verification-shell.tsx'
import { viewFromOutcome, viewFromUrl } from '../landing.ts'

/** /verify-email: the landing page of the link in the verification mail (spec 001 sections 2, 4 and 8). */
export function VerifyEmailPage() {
  const { t } = useTranslation('verification')
  const { t: tc } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const verify = useVerifyEmail()
  const urlView = viewFromUrl(params)
  const token = params.get('token')
  // A token is single use: StrictMode's second effect run must not post it again.
  const posted = useRef<string | null>(null)

  useEffect(() => {
    if (urlView || !token || posted.current === token) return
    posted.current = token
    verify.mutate(token)
  }, [urlView, token, verify.mutate])

  const view =
    urlView ??
    viewFromOutcome(
      verify.status === 'success'
        ? { status: 'success', message: verify.data.message }
        : verify.status === 'error'
          ? { status: 'error', error: verify.error }
          : { status: verify.status },
    )
  // The title is the specification's Turkish sentence; what follows is in the reader's language.
  const detail =
    view.state === 'success' && view.verified === 'success' && !urlView
      ? t('landing.verified')
      : 'detail' in view
        ? view.detail
        : null
  const homeTarget =
    view.state === 'success'
      ? `/home?${new URLSearchParams({ verified: view.verified, message: view.message })}`
      : null

  useEffect(() => {
    document.title = `${t('landing.documentTitle')} - ${tc('appName')}`
  }, [t, tc])

  useEffect(() => {
    if (!homeTarget) return
    const timer = window.setTimeout(
      () => navigate(homeTarget, { replace: true }),
      TIMINGS.redirectAfterVerificationMs,
    )
    return () => window.clearTimeout(timer)
  }, [homeTarget, navigate])

  return (
    <VerificationShell>
      {view.state === 'loading' ? (
        <div className="flex flex-col items-center gap-4 py-6 text-brand-500">
          <Spinner className="size-10" />
          <p className="text-slate-600 dark:text-slate-300">{t('landing.verifying')}</p>
        </div>
      ) : (
        <div className="py-2">
          <StatusIcon
            icon={view.state === 'success' ? 'check' : 'cross'}
            tone={view.state === 'success' ? 'success' : 'error'}
          />
          <div role={view.state === 'error' ? 'alert' : 'status'}>
            <h1 className="mt-5 text-2xl font-bold tracking-tight">{view.title}</h1>
            {detail && <p className="mt-2 text-slate-600 dark:text-slate-300">{detail}</p>}
          </div>
          {view.state === 'success' ? (
            <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
              <Spinner className="size-4" />
              {t('landing.redirecting')}
            </p>
          ) : (
            <Link
              to="/login"
              className="mt-6 inline-flex items-center justify-center rounded-full bg-brand-500 px-5 py-3 font-semibold text-white transition hover:bg-brand-600 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 focus-visible:outline-none dark:focus-visible:ring-offset-slate-900"
            >
              {t('landing.goToSignIn')}
            </Link>
          )}
        </div>
      )}
    </VerificationShell>
  )
}
