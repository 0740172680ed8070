import { useTranslation } from 'react-i18next'
import { LinkButton, PrimaryButton, StepHeader } from './controls.tsx'
import { TextField, useFocusOnMount } from './fields.tsx'

interface Props {
  username: string
  onUsernameChange: (value: string) => void
  onContinue: () => void
  onBack: () => void
  onRegister: () => void
}

export function LoginUsernameStep({ username, onUsernameChange, onContinue, onBack, onRegister }: Props) {
  const { t } = useTranslation('auth')
  const inputRef = useFocusOnMount<HTMLInputElement>()
  const filled = username.trim() !== ''
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (filled) onContinue()
      }}
    >
      <StepHeader title={t('login.usernameTitle')} subtitle={t('login.usernameSubtitle')} onBack={onBack} />
      <div className="space-y-6">
        <TextField
          ref={inputRef}
          id="login-username"
          label={t('login.usernameLabel')}
          value={username}
          onValueChange={onUsernameChange}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <PrimaryButton disabled={!filled}>{t('continue')}</PrimaryButton>
        <p className="text-center">
          <LinkButton onClick={onRegister}>{t('links.noAccount')}</LinkButton>
        </p>
      </div>
    </form>
  )
}
