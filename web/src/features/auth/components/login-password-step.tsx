import { CurrentPassword } from '@agora/contract'
import { lazy, Suspense } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { PasswordField } from '@/components/ui/password-field.tsx'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { StepHeader, StepLink } from './controls.tsx'

const Schema = z.object({ password: CurrentPassword })

/** Only a suspended account's refused sign-in shows it: its own chunk (issue 16). */
const SuspensionNotice = lazy(() => import('./suspension-notice.tsx'))

interface Props {
  username: string
  password: string
  onPasswordChange: (value: string) => void
  onSubmit: () => void
  onBack: () => void
  onRegister: () => void
  busy: boolean
  /** The failed sign-in, already in the reader's language (errorMessage). */
  error: string | null
  /** The sign-in was refused because the account is suspended: show why, and the appeal. */
  suspended?: boolean
}

export function LoginPasswordStep(props: Props) {
  const { username, password, onPasswordChange, onSubmit, onBack, onRegister, busy, error, suspended } = props
  const { t } = useTranslation('auth')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(Schema),
    mode: 'onChange',
    defaultValues: { password },
  })
  return (
    <form noValidate onSubmit={handleSubmit(() => !busy && onSubmit())}>
      <StepHeader
        title={t('login.passwordTitle')}
        subtitle={t('login.signingInAs', { username: username.trim() })}
        onBack={onBack}
      />
      <div className="space-y-6">
        {/* Lets password managers pair the password with the account typed on the previous step. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <PasswordField
          // Each step opens for typing in its one field: the previous step asked for it.
          autoFocus
          {...register('password', { onChange: (e) => onPasswordChange(e.target.value) })}
          label={t('login.passwordLabel')}
          error={errorText(formState.errors.password)}
          aria-invalid={formState.errors.password || error ? true : undefined}
          autoComplete="current-password"
          required
        />
        {/* The name typed on the first step comes along, so the student need not type it again. */}
        <p className="-mt-3 text-right">
          <Link to="/forgot-password" state={{ login: username.trim() }} className={buttonClass('link')}>
            {t('login.forgot')}
          </Link>
        </p>
        {error && <Alert tone="error">{error}</Alert>}
        {suspended && (
          <Suspense fallback={null}>
            <SuspensionNotice credentials={{ username, password }} />
          </Suspense>
        )}
        <Button type="submit" disabled={!formState.isValid} busy={busy} className="w-full py-3">
          {busy ? t('login.signingIn') : t('login.signIn')}
        </Button>
        <StepLink onClick={onRegister}>{t('links.noAccount')}</StepLink>
      </div>
    </form>
  )
}
