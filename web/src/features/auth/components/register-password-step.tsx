import { useTranslation } from 'react-i18next'
import { FormError, LinkButton, PrimaryButton, StepHeader } from './controls.tsx'
import { PasswordField, useFocusOnMount } from './fields.tsx'

interface Props {
  username: string
  password: string
  onPasswordChange: (value: string) => void
  onSubmit: () => void
  onBack: () => void
  onLogin: () => void
  counter: string
  busy: boolean
  error: string | null
}

/** The last registration step; the password rules are the server's, shown through its message. */
export function RegisterPasswordStep(props: Props) {
  const { username, password, onPasswordChange, onSubmit, onBack, onLogin, counter, busy, error } = props
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
        title={t('register.passwordTitle')}
        subtitle={t('register.passwordSubtitle')}
        onBack={onBack}
        counter={counter}
      />
      <div className="space-y-6">
        {/* Lets password managers store the new password under the chosen username. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <PasswordField
          ref={inputRef}
          id="register-password"
          label={t('register.passwordLabel')}
          value={password}
          onValueChange={onPasswordChange}
          autoComplete="new-password"
          invalid={!!error}
          required
        />
        <FormError message={error} />
        <PrimaryButton disabled={!password} busy={busy}>
          {busy ? t('register.creating') : t('register.create')}
        </PrimaryButton>
        <p className="text-center">
          <LinkButton onClick={onLogin}>{t('links.haveAccount')}</LinkButton>
        </p>
      </div>
    </form>
  )
}
