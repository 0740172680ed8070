import { LoginName } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link, useLocation } from 'react-router'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { PublicCard } from '@/components/ui/public-card.tsx'
import { PublicShell } from '@/components/ui/public-shell.tsx'
import { StatusIcon } from '@/components/ui/status-icon.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { useRequestPasswordReset } from '../api/request-password-reset.ts'
import { BackToSignIn } from '../components/back-to-sign-in.tsx'

const Schema = z.object({ login: LoginName })
type Values = z.infer<typeof Schema>

/** The name typed on the sign-in screen, which links here with it. */
function loginFrom(state: unknown): string {
  const login = (state as { login?: unknown } | null)?.login
  return typeof login === 'string' ? login : ''
}

/**
 * /forgot-password (issue 30): the student names their account; the answer is the same whether or not
 * one matches, so the screen says "if an account matches".
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('passwordReset')
  useDocumentTitle(t('forgot.documentTitle'))
  const location = useLocation()
  const errorText = useFieldErrorText()
  const request = useRequestPasswordReset()
  const { register, handleSubmit, formState, getValues } = useForm<Values>({
    resolver: formResolver(Schema),
    mode: 'onChange',
    defaultValues: { login: loginFrom(location.state) },
  })

  if (request.isSuccess) {
    return (
      <PublicShell>
        <PublicCard className="text-center">
          <StatusIcon icon="mail" tone="brand" />
          <div role="status">
            <h1 className="mt-5 text-2xl font-bold tracking-tight">{t('forgot.sentTitle')}</h1>
            <p className="mt-2 text-slate-600 dark:text-slate-300">
              {t('forgot.sent', { login: getValues('login').trim() })}
            </p>
          </div>
          <p className="mt-3 text-sm text-slate-500 dark:text-slate-400">{t('forgot.spam')}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Link to="/login" className={buttonClass('primary', 'w-full py-3')}>
              {t('backToSignIn')}
            </Link>
            <Button variant="link" onClick={() => request.reset()}>
              {t('forgot.again')}
            </Button>
          </div>
        </PublicCard>
      </PublicShell>
    )
  }

  return (
    <PublicShell>
      <PublicCard>
        <form
          noValidate
          onSubmit={handleSubmit((values) => !request.isPending && request.mutate({ login: values.login }))}
        >
          <h1 className="text-2xl font-bold tracking-tight">{t('forgot.title')}</h1>
          <p className="mt-1 mb-6 text-slate-500 dark:text-slate-400">{t('forgot.subtitle')}</p>
          <div className="space-y-6">
            <TextField
              autoFocus
              {...register('login', { onChange: () => request.error && request.reset() })}
              label={t('forgot.loginLabel')}
              error={errorText(formState.errors.login)}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            {request.error && <Alert tone="error">{errorMessage(request.error, t('forgot.failed'))}</Alert>}
            <Button
              type="submit"
              disabled={!formState.isValid}
              busy={request.isPending}
              className="w-full py-3"
            >
              {request.isPending ? t('forgot.sending') : t('forgot.send')}
            </Button>
            <BackToSignIn />
          </div>
        </form>
      </PublicCard>
    </PublicShell>
  )
}
