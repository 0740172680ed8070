import { CurrentPassword, LIMITS, NewPassword } from '@agora/contract'
import { useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { formResolver, useFieldErrorText } from '@/lib/form.ts'
import { useChangePassword } from '../api/change-password.ts'
import { canSubmitPasswordChange, type PasswordChange, passwordProblem } from '../password-rules.ts'

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' }

/** The contract's rules for the two passwords (the server's own): the new one's length above all. */
const Schema = z.object({ current: CurrentPassword, next: NewPassword, confirm: z.string() })

type Outcome = { kind: 'error'; text: string } | { kind: 'success' } | null

/** PUT /users/me/change-password with the client's checks of spec 000 section 5 and the contract's rules. */
export function ChangePasswordSection() {
  const { t } = useTranslation('settings')
  const errorText = useFieldErrorText()
  const [outcome, setOutcome] = useState<Outcome>(null)
  const mutation = useChangePassword()
  const { register, handleSubmit, watch, reset } = useForm<PasswordChange>({
    resolver: formResolver(Schema),
    defaultValues: EMPTY,
  })
  const values = watch()

  // Editing clears the message (spec 000 section 5).
  const field = (name: keyof PasswordChange) => register(name, { onChange: () => setOutcome(null) })

  const send = (checked: PasswordChange) => {
    const problem = passwordProblem(checked)
    if (problem) return setOutcome({ kind: 'error', text: t(`password.errors.${problem}`) })
    mutation.mutate(
      { current_password: checked.current, new_password: checked.next },
      {
        onSuccess: () => {
          reset(EMPTY)
          setOutcome({ kind: 'success' })
        },
        onError: (err) => {
          // A failure that is not an answer (the network) says the specification's fallback.
          const fallback = t('password.errors.failed')
          setOutcome({
            kind: 'error',
            text: err instanceof ApiError ? errorMessage(err, fallback) : fallback,
          })
        },
      },
    )
  }

  const refuse = (errors: FieldErrors<PasswordChange>) => {
    const problem = passwordProblem(values)
    const text = problem ? t(`password.errors.${problem}`) : errorText(errors.next ?? errors.current)
    setOutcome({ kind: 'error', text: text ?? t('password.errors.failed') })
  }

  // With the button disabled the mismatch would otherwise go unexplained.
  const liveMismatch = outcome === null && !!values.confirm && values.next !== values.confirm

  return (
    <form onSubmit={handleSubmit(send, refuse)} noValidate className="space-y-5">
      <p className="text-slate-500 dark:text-slate-400">{t('password.description')}</p>
      <TextField
        {...field('current')}
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
      />
      <TextField
        {...field('next')}
        label={t('password.new')}
        hint={t('password.rule', { min: LIMITS.passwordMin })}
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
      />
      <TextField
        {...field('confirm')}
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        error={liveMismatch ? t('password.errors.mismatch') : null}
      />
      {outcome?.kind === 'error' && <Alert tone="error">{outcome.text}</Alert>}
      {outcome?.kind === 'success' && <Alert tone="success">{t('password.success')}</Alert>}
      <Button type="submit" disabled={!canSubmitPasswordChange(values)} busy={mutation.isPending}>
        {mutation.isPending ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  )
}
