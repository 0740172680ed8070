import { CurrentPassword, TwoFactorCode } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { TextField } from '@/components/ui/text-field.tsx'
import { formResolver } from '@/lib/form.ts'
import { useDisableTwoFactor } from '../api/disable-two-factor.ts'
import { TwoFactorStepActions } from './two-factor-step-actions.tsx'

const Schema = z.object({ password: CurrentPassword, code: TwoFactorCode })

/** Turning two-factor sign-in off: the password and a code, the app's or a recovery code. */
export function TwoFactorDisableForm({
  onCancel,
  onDisabled,
}: {
  onCancel: () => void
  onDisabled: () => void
}) {
  const { t } = useTranslation('security')
  const disable = useDisableTwoFactor()
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(Schema),
    mode: 'onChange',
    defaultValues: { password: '', code: '' },
  })
  const field = (name: 'password' | 'code') => register(name, { onChange: () => disable.reset() })
  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit((values) => disable.mutate(values, { onSuccess: onDisabled }))}
    >
      <p className="text-slate-600 dark:text-slate-300">{t('twoFactor.disableDescription')}</p>
      <TextField
        autoFocus
        {...field('password')}
        label={t('twoFactor.password')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...field('code')}
        label={t('twoFactor.disableCode')}
        autoComplete="one-time-code"
        spellCheck={false}
        autoCapitalize="off"
        maxLength={40}
      />
      <TwoFactorStepActions
        call={disable}
        canSubmit={formState.isValid}
        submitLabel={t('twoFactor.turnOff')}
        onCancel={onCancel}
      />
    </form>
  )
}
