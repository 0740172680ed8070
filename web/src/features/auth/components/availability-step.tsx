import { Email, Username } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { formResolver } from '@/lib/form.ts'
import { useAvailability } from '../hooks/use-availability.ts'
import type { AvailabilityKind } from '../validation.ts'
import { AvailabilityStatusLine } from './availability-status.tsx'
import { StepHeader, StepLink } from './controls.tsx'

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

const SCHEMA = { email: z.object({ value: Email }), username: z.object({ value: Username }) }

/**
 * The register-email and register-username steps: the contract's rule for the field, then Continue only
 * once the server confirms availability. The line under the field says which (spec 000 section 5).
 */
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
  const { register } = useForm({
    resolver: formResolver(SCHEMA[kind]),
    defaultValues: { value },
  })
  const availability = useAvailability(kind, value)
  const canContinue = availability.status === 'available'
  const text = TEXT[kind]
  const statusId = `register-${kind}-status`
  return (
    <form
      noValidate
      onSubmit={(e) => {
        // 'available' already means the contract's rule passed (useAvailability checks it before asking).
        e.preventDefault()
        if (canContinue) onContinue()
      }}
    >
      <StepHeader title={t(text.title)} subtitle={t(text.subtitle)} onBack={onBack} counter={counter} />
      <div className="space-y-6">
        <div className="space-y-2">
          <TextField
            // Each step opens for typing in its one field: the previous step asked for it.
            autoFocus
            {...register('value', { onChange: (e) => onValueChange(e.target.value) })}
            label={t(text.label)}
            describedBy={statusId}
            aria-invalid={availability.status === 'unavailable' || undefined}
            type={kind === 'email' ? 'email' : 'text'}
            inputMode={kind === 'email' ? 'email' : undefined}
            autoComplete={kind === 'email' ? 'email' : 'username'}
            autoCapitalize="none"
            spellCheck={false}
            required
          />
          <AvailabilityStatusLine id={statusId} availability={availability} />
        </div>
        <Button type="submit" disabled={!canContinue} className="w-full py-3">
          {t('continue')}
        </Button>
        <StepLink onClick={onLogin}>{t('links.haveAccount')}</StepLink>
      </div>
    </form>
  )
}
