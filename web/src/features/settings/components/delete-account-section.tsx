import { TIMINGS } from '@agora/contract'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { ApiError, errorMessage } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { useDeleteAccount } from '../api/delete-account.ts'

// The success text is the client's own: the server's message is in English only.
type Outcome = { kind: 'error'; text: string } | { kind: 'deleted' } | null

/**
 * DELETE /users/me with the password, after a confirm. The in-app ConfirmDialog stands in for the
 * browser's confirm of spec 001 section 4: it is styled, translated and focus-safe (Cancel first).
 * On success the account is gone and every session revoked: the message shows, and 2 s later the
 * stored session is cleared and the user lands on /login.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('settings')
  const [password, setPassword] = useState('')
  const [confirming, setConfirming] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const mutation = useDeleteAccount()
  const deleted = outcome?.kind === 'deleted'
  useSignOutAfterDeletion(deleted)

  const onSubmit = (e: FormEvent) => {
    e.preventDefault()
    if (!password || mutation.isPending || deleted) return
    setOutcome(null)
    setConfirming(true)
  }

  const onConfirm = () =>
    mutation.mutate(password, {
      onSuccess: () => {
        setPassword('')
        setOutcome({ kind: 'deleted' })
      },
      onError: (error) => {
        const fallback = t('deleteAccount.failed')
        const text = error instanceof ApiError ? errorMessage(error, fallback) : fallback
        setOutcome({ kind: 'error', text })
      },
      onSettled: () => setConfirming(false),
    })

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-slate-500 dark:text-slate-400">{t('deleteAccount.description')}</p>
      <ul className="list-disc space-y-1 pl-5 text-slate-500 dark:text-slate-400">
        <li>{t('deleteAccount.removes.content')}</li>
        <li>{t('deleteAccount.removes.relations')}</li>
        <li>{t('deleteAccount.removes.sessions')}</li>
        <li>{t('deleteAccount.removes.again')}</li>
      </ul>
      <p className="rounded-2xl border border-slate-200 p-4 text-slate-600 dark:border-slate-800 dark:text-slate-300">
        {t('deleteAccount.exportFirst')}{' '}
        <Link
          to="/settings?section=data-export"
          className="font-semibold text-brand-700 hover:underline focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-brand-400"
        >
          {t('deleteAccount.exportLink')}
        </Link>
      </p>
      <TextField
        label={t('deleteAccount.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        disabled={deleted}
        onChange={(e) => {
          setPassword(e.target.value)
          if (outcome?.kind === 'error') setOutcome(null)
        }}
      />
      {outcome?.kind === 'error' && <Alert tone="error">{outcome.text}</Alert>}
      {deleted && (
        <Alert tone="success">
          {t('deleteAccount.success')} {t('deleteAccount.redirecting')}
        </Alert>
      )}
      <button
        type="submit"
        disabled={!password || mutation.isPending || deleted}
        className={buttonClass('primary', 'bg-red-600 hover:bg-red-700')}
      >
        {mutation.isPending ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
      </button>
      {confirming && (
        <ConfirmDialog
          title={t('deleteAccount.confirmTitle')}
          message={t('deleteAccount.confirmBody')}
          confirmLabel={t('deleteAccount.confirm')}
          onConfirm={onConfirm}
          onCancel={() => {
            if (!mutation.isPending) setConfirming(false)
          }}
          busy={mutation.isPending}
        />
      )}
    </form>
  )
}

/**
 * Once `deleted`, waits TIMINGS.redirectAfterAccountDeletionMs, then goes to /login and forgets the
 * session. Navigating comes first so that the route guard, seeing no token, does not redirect on its
 * own. Leaving the section early (it unmounts) signs out at once: the session is dead either way.
 */
function useSignOutAfterDeletion(deleted: boolean): void {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const done = useRef(false)

  useEffect(() => {
    if (!deleted) return
    const finish = () => {
      if (done.current) return
      done.current = true
      navigate('/login', { replace: true })
      authStorage.clear()
      queryClient.clear()
    }
    const timer = window.setTimeout(finish, TIMINGS.redirectAfterAccountDeletionMs)
    return () => {
      window.clearTimeout(timer)
      finish()
    }
  }, [deleted, navigate, queryClient])
}
