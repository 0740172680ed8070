import type { ModerationActionEntry } from '@agora/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFullDateTime } from '@/lib/format.ts'
import { SnapshotView } from './snapshot-view.tsx'

/**
 * One decision of the moderation log, or of the viewer's account standing: what was decided, about
 * what, why, for how long, and where its appeal stands. `children` holds the actions that apply.
 */
export function ActionEntry({ entry, children }: { entry: ModerationActionEntry; children?: ReactNode }) {
  const { t } = useTranslation('moderation')
  const until = entry.suspended_forever
    ? t('log.forever')
    : entry.suspended_until && t('log.until', { date: formatFullDateTime(entry.suspended_until) })
  return (
    <article aria-labelledby={`action-${entry.id}`} className="space-y-2 px-4 py-4">
      <h3 id={`action-${entry.id}`} className="font-bold">
        {entry.decision === 'remove' && until
          ? t('decisions.removeAndSuspend')
          : t(`decisions.${entry.decision}`)}
        {until && <span className="font-normal"> · {until}</span>}
        <span className="font-normal text-slate-600 dark:text-slate-400">
          {' '}
          · {t(`targets.${entry.target_type}`)}
        </span>
      </h3>
      <p className="text-xs text-slate-600 dark:text-slate-400">
        <time dateTime={entry.created_at}>{formatFullDateTime(entry.created_at)}</time>
        {entry.actor && ` · ${t('log.by', { username: entry.actor.username })}`}
        {entry.target_user &&
          entry.actor &&
          ` · ${t('log.against', { username: entry.target_user.username })}`}
      </p>
      <p className="text-[15px] break-words">{t('log.reason', { reason: entry.reason })}</p>
      {entry.snapshot && <SnapshotView snapshot={entry.snapshot} />}
      {entry.appeal && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950/40">
          <p className="font-semibold">{t(`log.appealState.${entry.appeal.state}`)}</p>
          <p className="mt-0.5 break-words">{t('log.appeal', { text: entry.appeal.text })}</p>
          {entry.appeal.decision_reason && (
            <p className="mt-0.5 break-words">
              {t('standing.appealDecided', { reason: entry.appeal.decision_reason })}
            </p>
          )}
        </div>
      )}
      {children}
    </article>
  )
}
