import type { ActiveSession } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'

/** One signed-in device: what it is, where from, since when; Sign out unless it is this one. */
export function SessionRow({
  session,
  onSignOut,
  busy,
}: {
  session: ActiveSession
  onSignOut: (session: ActiveSession) => void
  busy: boolean
}) {
  const { t, i18n } = useTranslation('security')
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const device =
    session.browser === null && session.os === null
      ? t('sessions.unknownDevice')
      : t('sessions.device', {
          browser: session.browser ?? t('sessions.unknownBrowser'),
          os: session.os ?? t('sessions.unknownOs'),
        })
  return (
    <li className="flex items-start justify-between gap-3 px-4 py-4">
      <div className="min-w-0">
        <p className="font-medium break-words">
          {device}
          {session.current && (
            <span className="ml-2 inline-block rounded-full bg-brand-500/10 px-2 py-0.5 align-middle text-xs font-semibold text-brand-700 dark:text-brand-400">
              {t('sessions.current')}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-sm break-all text-slate-500 dark:text-slate-400">
          {session.ip ? t('sessions.address', { ip: session.ip }) : t('sessions.unknownAddress')}
        </p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {t('sessions.lastUsed', { date: date(session.last_used_at) })}
          {' · '}
          {t('sessions.signedIn', { date: date(session.created_at) })}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="shrink-0 px-4 py-1.5 text-sm"
          busy={busy}
          aria-label={t('sessions.signOutNamed', { device })}
          onClick={() => onSignOut(session)}
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  )
}
