import { useTranslation } from 'react-i18next'
import { FormError, LinkButton, PrimaryButton, StepHeader } from './controls.tsx'
import { PasswordField, useFocusOnMount } from './fields.tsx'

interface Props {
  username: string
  password: string
  onPasswordChange: (value: string) => void
  onSubmit: () => void
  onBack: () => void
  onRegister: () => void
  busy: boolean
  error: string | null
}

export function LoginPasswordStep(props: Props) {
  const { username, password, onPasswordChange, onSubmit, onBack, onRegister, busy, error } = props
  const { t } = useTranslation('auth')
  const inputRef = useFocusOnMount<HTMLInputElement>()
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (password && !busy) onSubmit()
      }}
    >
      <StepHeader
        title={t('login.passwordTitle')}
        subtitle={t('login.signingInAs', { username: username.trim() })}
        onBack={onBack}
      />
      <div className="space-y-6">
        {/* Lets password managers pair the password with the account typed on the previous step. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <PasswordField
          ref={inputRef}
          id="login-password"
          label={t('login.passwordLabel')}
          value={password}
          onValueChange={onPasswordChange}
          autoComplete="current-password"
          invalid={!!error}
          required
        />
        <FormError message={error} />
        <PrimaryButton disabled={!password} busy={busy}>
          {busy ? t('login.signingIn') : t('login.signIn')}
        </PrimaryButton>
        <p className="text-center">
          <LinkButton onClick={onRegister}>{t('links.noAccount')}</LinkButton>
        </p>
      </div>
    </form>
  )
}
