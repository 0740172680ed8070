import { CurrentPassword, type TwoFactorSetup as Setup, TotpCode } from '@agora/contract'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { CopyLinkButton } from '@/components/ui/copy-link-button.tsx'
import { QrCode } from '@/components/ui/qr-code.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { useEnableTwoFactor } from '../api/enable-two-factor.ts'
import { useStartTwoFactorSetup } from '../api/start-two-factor-setup.ts'
import { TwoFactorStepActions } from './two-factor-step-actions.tsx'

const PasswordForm = z.object({ password: CurrentPassword })
const CodeForm = z.object({ code: TotpCode })

/** Turning two-factor sign-in on: the password, then the QR code and the key, then a code from the app. */
export function TwoFactorSetup({
  onCancel,
  onEnabled,
}: {
  onCancel: () => void
  onEnabled: (recoveryCodes: string[]) => void
}) {
  const [setup, setSetup] = useState<Setup | null>(null)
  return setup ? (
    <ConfirmCode setup={setup} onCancel={onCancel} onEnabled={onEnabled} />
  ) : (
    <AskPassword onCancel={onCancel} onSetup={setSetup} />
  )
}

function AskPassword({ onCancel, onSetup }: { onCancel: () => void; onSetup: (setup: Setup) => void }) {
  const { t } = useTranslation('security')
  const start = useStartTwoFactorSetup()
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(PasswordForm),
    mode: 'onChange',
    defaultValues: { password: '' },
  })
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) => start.mutate(values, { onSuccess: onSetup }))}
    >
      <TextField
        autoFocus
        {...register('password', { onChange: () => start.reset() })}
        label={t('twoFactor.password')}
        hint={t('twoFactor.passwordHint')}
        type="password"
        autoComplete="current-password"
      />
      <TwoFactorStepActions
        call={start}
        canSubmit={formState.isValid}
        submitLabel={t('twoFactor.continue')}
        onCancel={onCancel}
      />
    </form>
  )
}

function ConfirmCode({
  setup,
  onCancel,
  onEnabled,
}: {
  setup: Setup
  onCancel: () => void
  onEnabled: (recoveryCodes: string[]) => void
}) {
  const { t } = useTranslation('security')
  const errorText = useFieldErrorText()
  const enable = useEnableTwoFactor()
  const keyId = useId()
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(CodeForm),
    mode: 'onChange',
    defaultValues: { code: '' },
  })
  // Groups of four are easier to type into an app by hand.
  const spacedSecret = setup.secret.replace(/(.{4})(?=.)/g, '$1 ')
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) =>
        enable.mutate(values, { onSuccess: (answer) => onEnabled(answer.recovery_codes) }),
      )}
    >
      <h3 className="text-lg font-bold">{t('twoFactor.scanTitle')}</h3>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <QrCode
          text={setup.otpauth_uri}
          label={t('twoFactor.qrLabel')}
          failedText={t('twoFactor.qrFailed')}
        />
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={keyId} className="block text-sm font-medium">
            {t('twoFactor.secretLabel')}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={keyId}
              readOnly
              value={spacedSecret}
              translate="no"
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
            />
            <CopyLinkButton
              text={setup.secret}
              label={t('twoFactor.copySecret')}
              copiedLabel={t('twoFactor.copied')}
              failedLabel={t('twoFactor.copyFailed')}
            />
          </div>
        </div>
      </div>
      <TextField
        {...register('code', { onChange: () => enable.reset() })}
        label={t('twoFactor.code')}
        hint={t('twoFactor.codeHint')}
        error={formState.isSubmitted ? errorText(formState.errors.code) : undefined}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
      />
      <TwoFactorStepActions
        call={enable}
        canSubmit={formState.isValid}
        submitLabel={t('twoFactor.confirm')}
        onCancel={onCancel}
      />
    </form>
  )
}
