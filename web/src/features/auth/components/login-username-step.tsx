import { LoginName } from '@agora/contract'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { StepHeader, StepLink } from './controls.tsx'

const Schema = z.object({ username: LoginName })

interface Props {
  username: string
  onUsernameChange: (value: string) => void
  onContinue: () => void
  onBack: () => void
  onRegister: () => void
}

export function LoginUsernameStep({ username, onUsernameChange, onContinue, onBack, onRegister }: Props) {
  const { t } = useTranslation('auth')
  const errorText = useFieldErrorText()
  const { register, handleSubmit, formState } = useForm({
    resolver: formResolver(Schema),
    mode: 'onChange',
    defaultValues: { username },
  })
  return (
    <form noValidate onSubmit={handleSubmit(() => onContinue())}>
      <StepHeader title={t('login.usernameTitle')} subtitle={t('login.usernameSubtitle')} onBack={onBack} />
      <div className="space-y-6">
        <TextField
          // Each step opens for typing in its one field: the previous step asked for it.
          autoFocus
          {...register('username', { onChange: (e) => onUsernameChange(e.target.value) })}
          label={t('login.usernameLabel')}
          error={errorText(formState.errors.username)}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <Button type="submit" disabled={!formState.isValid} className="w-full py-3">
          {t('continue')}
        </Button>
        <StepLink onClick={onRegister}>{t('links.noAccount')}</StepLink>
      </div>
    </form>
  )
}
