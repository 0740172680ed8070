import { TotpCode, TwoFactorCode } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { StepHeader, StepLink } from './controls.tsx'

const AppCode = z.object({ code: TotpCode })
const RecoveryCode = z.object({ code: TwoFactorCode })

interface Props {
  username: string
  /** A recovery code instead of the app's six digits. */
  recovery: boolean
  onToggleRecovery: () => void
  onSubmit: (code: string) => void
  onBack: () => void
  busy: boolean
  /** The refused code or challenge, already in the reader's language. */
  error: string | null
}

/**
 * After the password of an account with two-factor sign-in: the app's code, or a recovery code. The
 * page gives each kind its own key, so switching starts a fresh form with its own rule.
 */
export function LoginCodeStep({
  username,
  recovery,
  onToggleRecovery,
  onSubmit,
  onBack,
  busy,
  error,
}: Props) {
  const { t } = useTranslation('auth')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(recovery ? RecoveryCode : AppCode),
    mode: 'onChange',
    defaultValues: { code: '' },
  })
  return (
    <form noValidate onSubmit={handleSubmit(({ code }) => !busy && onSubmit(code))}>
      <StepHeader
        title={recovery ? t('login.recoveryTitle') : t('login.codeTitle')}
        subtitle={recovery ? t('login.recoverySubtitle') : t('login.codeSubtitle', { username })}
        onBack={onBack}
      />
      <div className="space-y-6">
        <TextField
          autoFocus
          {...register('code')}
          label={recovery ? t('login.recoveryLabel') : t('login.codeLabel')}
          error={formState.isSubmitted ? errorText(formState.errors.code) : undefined}
          aria-invalid={error ? true : undefined}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          maxLength={recovery ? 40 : 6}
          spellCheck={false}
          autoCapitalize="off"
          required
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" disabled={!formState.isValid} busy={busy} className="w-full py-3">
          {busy ? t('login.verifying') : t('login.verify')}
        </Button>
        <StepLink onClick={onToggleRecovery}>
          {recovery ? t('login.useApp') : t('login.useRecovery')}
        </StepLink>
      </div>
    </form>
  )
}
