import { LIMITS } from '@agora/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { useChangePassword } from '../api/change-password.ts'
import { canSubmitPasswordChange, type PasswordChange, passwordProblem } from '../password-rules.ts'

const EMPTY: PasswordChange = { current: '', next: '', confirm: '' }

type Outcome = { kind: 'error'; text: string } | { kind: 'success' } | null

/** PUT /users/me/change-password with the client's checks of spec 000 section 5. */
export function ChangePasswordSection() {
  const { t } = useTranslation('settings')
  const [values, setValues] = useState<PasswordChange>(EMPTY)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const mutation = useChangePassword()

  // The server's minimum (8) is above the client's (6); both read as the same 'too short'.
  const tooShort = t('password.errors.tooShort', { min: LIMITS.passwordMin })

  const edit = (field: keyof PasswordChange) => (e: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [field]: e.target.value }))
    setOutcome(null)
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    const problem = passwordProblem(values)
    if (problem) {
      setOutcome({ kind: 'error', text: problem === 'tooShort' ? tooShort : t(`password.errors.${problem}`) })
      return
    }
    mutation.mutate(
      { current_password: values.current, new_password: values.next },
      {
        onSuccess: () => {
          setValues(EMPTY)
          setOutcome({ kind: 'success' })
        },
        onError: (err) => {
          const text =
            err instanceof ApiError
              ? err.status === 422
                ? tooShort
                : errorMessage(err, t('password.errors.failed'))
              : t('password.errors.failed')
          setOutcome({ kind: 'error', text })
        },
      },
    )
  }

  // With the button disabled the mismatch would otherwise go unexplained.
  const liveMismatch = outcome === null && !!values.confirm && values.next !== values.confirm

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-slate-500 dark:text-slate-400">{t('password.description')}</p>
      <TextField
        label={t('password.current')}
        type="password"
        autoComplete="current-password"
        value={values.current}
        onChange={edit('current')}
      />
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        value={values.next}
        onChange={edit('next')}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={edit('confirm')}
        error={liveMismatch ? t('password.errors.mismatch') : null}
      />
      {outcome?.kind === 'error' && <Alert tone="error">{outcome.text}</Alert>}
      {outcome?.kind === 'success' && <Alert tone="success">{t('password.success')}</Alert>}
      <Button type="submit" disabled={!canSubmitPasswordChange(values) || mutation.isPending}>
        {mutation.isPending ? t('password.submitting') : t('password.submit')}
      </Button>
    </form>
  )
}
