import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useAppeal } from '@/entities/report/api/appeal.ts'
import { useMyActions } from '@/entities/report/api/get-my-actions.ts'
import { AppealableEntry } from '@/entities/report/components/appealable-entry.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { SectionLoading } from './settings-parts.tsx'

/**
 * Settings > Account > Account standing (issue 16): what moderators decided about the viewer and
 * why, each with its one appeal. The moderation notification opens here.
 */
export function AccountStandingSection() {
  const { t } = useTranslation('moderation')
  const toast = useToast()
  const actions = useMyActions()
  const send = useAppeal()
  if (actions.isPending) return <SectionLoading />
  if (actions.isError) return <Alert tone="error">{errorMessage(actions.error, t('queue.loadFailed'))}</Alert>
  return (
    <div className="space-y-5">
      <p className="text-slate-600 dark:text-slate-300">{t('standing.description')}</p>
      {actions.data.length === 0 ? (
        <Alert tone="success">{t('standing.empty')}</Alert>
      ) : (
        <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
          {actions.data.map((entry) => (
            <li key={entry.id}>
              <AppealableEntry
                entry={entry}
                submit={async (text) => {
                  await send.mutateAsync({ id: entry.id, text })
                  toast.success(t('standing.appealSent'))
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
