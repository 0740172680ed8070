import { useTranslation } from 'react-i18next'
import { useAvailability } from '../hooks/use-availability.ts'
import type { AvailabilityKind } from '../validation.ts'
import { AvailabilityStatusLine } from './availability-status.tsx'
import { LinkButton, PrimaryButton, StepHeader } from './controls.tsx'
import { TextField, useFocusOnMount } from './fields.tsx'

interface Props {
  kind: AvailabilityKind
  value: string
  onValueChange: (value: string) => void
  onContinue: () => void
  onBack: () => void
  onLogin: () => void
  counter: string
}

const TEXT = {
  email: { title: 'register.emailTitle', subtitle: 'register.emailSubtitle', label: 'register.emailLabel' },
  username: {
    title: 'register.usernameTitle',
    subtitle: 'register.usernameSubtitle',
    label: 'register.usernameLabel',
  },
} as const

/** The register-email and register-username steps: Continue only once the server confirms availability. */
export function AvailabilityStep({
  kind,
  value,
  onValueChange,
  onContinue,
  onBack,
  onLogin,
  counter,
}: Props) {
  const { t } = useTranslation('auth')
  const availability = useAvailability(kind, value)
  const inputRef = useFocusOnMount<HTMLInputElement>()
  const canContinue = availability.status === 'available'
  const text = TEXT[kind]
  const statusId = `register-${kind}-status`
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (canContinue) onContinue()
      }}
    >
      <StepHeader title={t(text.title)} subtitle={t(text.subtitle)} onBack={onBack} counter={counter} />
      <div className="space-y-6">
        <div className="space-y-2">
          <TextField
            ref={inputRef}
            id={`register-${kind}`}
            label={t(text.label)}
            value={value}
            onValueChange={onValueChange}
            describedBy={statusId}
            invalid={availability.status === 'unavailable'}
            type={kind === 'email' ? 'email' : 'text'}
            inputMode={kind === 'email' ? 'email' : undefined}
            autoComplete={kind === 'email' ? 'email' : 'username'}
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <AvailabilityStatusLine id={statusId} availability={availability} />
        </div>
        <PrimaryButton disabled={!canContinue}>{t('continue')}</PrimaryButton>
        <p className="text-center">
          <LinkButton onClick={onLogin}>{t('links.haveAccount')}</LinkButton>
        </p>
      </div>
    </form>
  )
}
