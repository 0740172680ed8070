import type { Community } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { formatFullDateTime } from '@/lib/format.ts'
import { useModerationLog } from '../api/get-moderation-log.ts'

/** The moderation log (its staff): who did what to whom, why, newest first. */
export function LogPanel({ community }: { community: Community }) {
  const { t } = useTranslation('community')
  const log = useModerationLog(community.id)
  return (
    <PanelStates query={log} label={t('tabs.log')} failed={t('errors.list')} empty={t('empty.log')}>
      {(entries) => (
        <ol aria-label={t('tabs.log')} className="divide-y divide-slate-200 dark:divide-slate-800">
          {entries.map((e) => (
            <li key={e.id} className="px-4 py-3">
              <p className="text-[15px]">
                {t(`log.${e.action}`, {
                  actor: e.actor ? `@${e.actor.username}` : t('log.someone'),
                  target: e.target_user ? `@${e.target_user.username}` : t('log.someone'),
                  detail: e.detail ? t(`roles.${e.detail as 'member'}`) : '',
                })}
              </p>
              {e.reason && (
                <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
                  {t('log.reason', { reason: e.reason })}
                </p>
              )}
              <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                <time dateTime={e.created_at}>{formatFullDateTime(e.created_at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </PanelStates>
  )
}
