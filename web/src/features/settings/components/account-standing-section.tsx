import { MODERATION_LIMITS } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useAppeal } from '@/entities/report/api/appeal.ts'
import { useMyActions } from '@/entities/report/api/get-my-actions.ts'
import { ActionEntry } from '@/entities/report/components/action-entry.tsx'
import { TextDialog } from '@/entities/report/components/text-dialog.tsx'
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
  const [appealing, setAppealing] = useState<number | null>(null)
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
              <ActionEntry entry={entry}>
                {entry.abilities.can_appeal && (
                  <Button
                    variant="secondary"
                    className="px-4 py-1.5 text-sm"
                    onClick={() => setAppealing(entry.id)}
                  >
                    {t('standing.appeal')}
                  </Button>
                )}
              </ActionEntry>
            </li>
          ))}
        </ul>
      )}
      {appealing !== null && (
        <TextDialog
          title={t('standing.appealTitle')}
          label={t('standing.appealLabel')}
          submitLabel={t('standing.appealSubmit')}
          failed={t('decide.failed')}
          maxLength={MODERATION_LIMITS.commentMax}
          onClose={() => setAppealing(null)}
          submit={async (text) => {
            await send.mutateAsync({ id: appealing, text })
            toast.success(t('standing.appealSent'))
          }}
        />
      )}
    </div>
  )
}
