import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useSessions } from '../api/get-sessions.ts'
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions.ts'
import { useSignOutSession } from '../api/sign-out-session.ts'
import { SessionRow } from './session-row.tsx'
import { SectionLoading } from './settings-parts.tsx'

/** Settings > Account > Active sessions: every signed-in device, with sign out of one or of all others. */
export function SessionsSection() {
  const { t } = useTranslation('security')
  const sessions = useSessions()
  const signOut = useSignOutSession()
  const signOutOthers = useSignOutOtherSessions()
  const [confirming, setConfirming] = useState(false)

  if (sessions.isPending) return <SectionLoading />
  if (sessions.isError) {
    return <Alert tone="error">{errorMessage(sessions.error, t('sessions.loadFailed'))}</Alert>
  }
  const others = sessions.data.filter((session) => !session.current).length
  const failure = signOut.error ?? signOutOthers.error

  return (
    <div className="space-y-5">
      <p className="text-slate-600 dark:text-slate-300">{t('sessions.description')}</p>
      {failure && <Alert tone="error">{errorMessage(failure, t('sessions.failed'))}</Alert>}
      {(signOut.isSuccess || signOutOthers.isSuccess) && !failure && (
        <Alert tone="success">{t('sessions.signedOut')}</Alert>
      )}
      <ul
        aria-label={t('sessions.listLabel')}
        className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
      >
        {sessions.data.map((session) => (
          <SessionRow
            key={session.id}
            session={session}
            busy={signOut.isPending && signOut.variables === session.id}
            onSignOut={(chosen) => {
              signOutOthers.reset()
              signOut.mutate(chosen.id)
            }}
          />
        ))}
      </ul>
      {others > 0 ? (
        <Button variant="secondary" busy={signOutOthers.isPending} onClick={() => setConfirming(true)}>
          {t('sessions.signOutOthers')}
        </Button>
      ) : (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('sessions.onlyThis')}</p>
      )}
      {confirming && (
        <ConfirmDialog
          title={t('sessions.signOutOthersTitle')}
          message={t('sessions.signOutOthersBody')}
          confirmLabel={t('sessions.signOutOthers')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            signOut.reset()
            signOutOthers.mutate()
          }}
        />
      )}
    </div>
  )
}
