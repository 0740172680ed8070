import { LIMITS, NewPassword } from '@agora/contract'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { PasswordField } from '@/components/ui/password-field.tsx'
import { PublicCard } from '@/components/ui/public-card.tsx'
import { PublicShell } from '@/components/ui/public-shell.tsx'
import { StatusIcon } from '@/components/ui/status-icon.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useResetPassword } from '../api/reset-password.ts'
import { BackToSignIn } from '../components/back-to-sign-in.tsx'

const Schema = z.object({ next: NewPassword, confirm: z.string() })
type Values = z.infer<typeof Schema>

/** The mailed link's token, from the address's fragment, which no server sees (not even in a log). */
const tokenIn = (hash: string) => new URLSearchParams(hash.slice(1)).get('token')

/** The link was refused: spent, expired or never valid; a new one is the way on. */
const isLinkError = (err: unknown) =>
  err instanceof ApiError && (err.code === 'invalid_reset_link' || err.code === 'expired_reset_link')

/** /reset-password#token=…: the landing page of the password reset mail (issue 30). */
export function ResetPasswordPage() {
  const { t } = useTranslation('passwordReset')
  useDocumentTitle(t('reset.documentTitle'))
  const location = useLocation()
  const navigate = useNavigate()
  const [token] = useState(() => tokenIn(location.hash))
  // Taken once, the token leaves the address bar: out of the history and of a screenshot.
  useEffect(() => {
    if (location.hash) navigate(location.pathname, { replace: true })
  }, [location.hash, location.pathname, navigate])
  const errorText = useFieldErrorText()
  const reset = useResetPassword()
  const { register, handleSubmit, formState, watch } = useForm<Values>({
    resolver: formResolver(Schema),
    mode: 'onChange',
    defaultValues: { next: '', confirm: '' },
  })
  const [next, confirm] = watch(['next', 'confirm'])
  const mismatch = confirm !== '' && next !== confirm

  if (!token || reset.isSuccess) {
    const done = reset.isSuccess
    return (
      <PublicShell>
        <PublicCard className="text-center">
          <StatusIcon icon={done ? 'check' : 'cross'} tone={done ? 'success' : 'error'} />
          <div role={done ? 'status' : 'alert'}>
            <h1 className="mt-5 text-2xl font-bold tracking-tight">
              {done ? t('reset.doneTitle') : t('reset.incompleteTitle')}
            </h1>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {done ? t('reset.done') : t('reset.incomplete')}
            </p>
          </div>
          <Link
            to={done ? '/login' : '/forgot-password'}
            className={buttonClass('primary', 'mt-6 w-full py-3')}
          >
            {done ? t('signIn') : t('reset.newLink')}
          </Link>
        </PublicCard>
      </PublicShell>
    )
  }

  const send = (values: Values) => {
    if (reset.isPending || values.next !== values.confirm) return
    reset.mutate({ token, new_password: values.next })
  }

  return (
    <PublicShell>
      <PublicCard>
        <form noValidate onSubmit={handleSubmit(send)}>
          <h1 className="text-2xl font-bold tracking-tight">{t('reset.title')}</h1>
          <p className="mt-1 mb-6 text-slate-500 dark:text-slate-400">{t('reset.subtitle')}</p>
          <div className="space-y-6">
            <PasswordField
              autoFocus
              {...register('next')}
              label={t('reset.newLabel')}
              hint={t('reset.rule', { min: LIMITS.passwordMin })}
              error={errorText(formState.errors.next)}
              autoComplete="new-password"
              required
            />
            <PasswordField
              {...register('confirm')}
              label={t('reset.confirmLabel')}
              error={mismatch ? t('reset.mismatch') : undefined}
              aria-invalid={mismatch || undefined}
              autoComplete="new-password"
              required
            />
            {reset.error && (
              <Alert tone="error">
                {errorMessage(reset.error, t('reset.failed'))}
                {isLinkError(reset.error) && (
                  <>
                    {' '}
                    <Link to="/forgot-password" className="font-semibold underline">
                      {t('reset.newLink')}
                    </Link>
                  </>
                )}
              </Alert>
            )}
            <Button
              type="submit"
              disabled={!formState.isValid || mismatch || confirm === ''}
              busy={reset.isPending}
              className="w-full py-3"
            >
              {reset.isPending ? t('reset.saving') : t('reset.save')}
            </Button>
            <BackToSignIn />
          </div>
        </form>
      </PublicCard>
    </PublicShell>
  )
}
