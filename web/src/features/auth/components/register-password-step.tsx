import { LIMITS, NewPassword } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { PasswordField } from '@/components/ui/password-field.tsx'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { StepHeader, StepLink } from './controls.tsx'

const Schema = z.object({ password: NewPassword })

interface Props {
  username: string
  password: string
  onPasswordChange: (value: string) => void
  onSubmit: () => void
  onBack: () => void
  onLogin: () => void
  counter: string
  busy: boolean
  /** The failed registration, already in the reader's language (errorMessage). */
  error: string | null
}

/**
 * The last registration step. The password's rules are the contract's (the server's own): the minimum
 * is shown under the field, and Create Account waits until the password meets them.
 */
export function RegisterPasswordStep(props: Props) {
  const { username, password, onPasswordChange, onSubmit, onBack, onLogin, counter, busy, error } = props
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
        title={t('register.passwordTitle')}
        subtitle={t('register.passwordSubtitle')}
        onBack={onBack}
        counter={counter}
      />
      <div className="space-y-6">
        {/* Lets password managers store the new password under the chosen username. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <PasswordField
          // Each step opens for typing in its one field: the previous step asked for it.
          autoFocus
          {...register('password', { onChange: (e) => onPasswordChange(e.target.value) })}
          label={t('register.passwordLabel')}
          hint={t('register.passwordRule', { min: LIMITS.passwordMin })}
          error={errorText(formState.errors.password)}
          aria-invalid={formState.errors.password || error ? true : undefined}
          autoComplete="new-password"
          minLength={LIMITS.passwordMin}
          maxLength={LIMITS.passwordMax}
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" disabled={!formState.isValid} busy={busy} className="w-full py-3">
          {busy ? t('register.creating') : t('register.create')}
        </Button>
        <StepLink onClick={onLogin}>{t('links.haveAccount')}</StepLink>
      </div>
    </form>
  )
}
