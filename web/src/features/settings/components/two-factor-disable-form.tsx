import { CurrentPassword, TwoFactorCode } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { formResolver } from '@/lib/form.ts'
import { useDisableTwoFactor } from '../api/disable-two-factor.ts'

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
      {disable.isError && <Alert tone="error">{errorMessage(disable.error, t('twoFactor.failed'))}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!formState.isValid} busy={disable.isPending}>
          {t('twoFactor.turnOff')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </form>
  )
}
