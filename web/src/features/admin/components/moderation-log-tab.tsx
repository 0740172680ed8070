import { MODERATION_LIMITS } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { PanelStates } from '@/components/ui/panel-states.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useDecideAppeal } from '@/entities/report/api/decide-appeal.ts'
import { useModerationLog } from '@/entities/report/api/get-log.ts'
import { ActionEntry } from '@/entities/report/components/action-entry.tsx'
import { TextDialog } from '@/entities/report/components/text-dialog.tsx'

type AppealChoice = { id: number; decision: 'upheld' | 'overturned' }

/**
 * The site's moderation log (issue 16), or (`appeals`) the appeals waiting: each may be kept or
 * overturned with an answer the person reads (an overturned suspension ends at once).
 */
export function ModerationLogTab({ appeals }: { appeals: boolean }) {
  const { t } = useTranslation('moderation')
  const toast = useToast()
  const log = useModerationLog(appeals)
  const decide = useDecideAppeal()
  const [choice, setChoice] = useState<AppealChoice | null>(null)
  const label = t(appeals ? 'admin.appeals' : 'admin.log')
  return (
    <>
      <PanelStates
        query={log}
        label={label}
        failed={t('queue.loadFailed')}
        empty={t(appeals ? 'log.appealsEmpty' : 'log.empty')}
      >
        {(entries) => (
          <ul aria-label={label} className="divide-y divide-slate-200 dark:divide-slate-800">
            {entries.map((entry) => (
              <li key={entry.id}>
                <ActionEntry entry={entry}>
                  {entry.appeal?.state === 'pending' && (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        variant="secondary"
                        className="px-4 py-1.5 text-sm"
                        onClick={() => setChoice({ id: entry.id, decision: 'upheld' })}
                      >
                        {t('log.uphold')}
                      </Button>
                      <Button
                        className="px-4 py-1.5 text-sm"
                        onClick={() => setChoice({ id: entry.id, decision: 'overturned' })}
                      >
                        {t('log.overturn')}
                      </Button>
                    </div>
                  )}
                </ActionEntry>
              </li>
            ))}
          </ul>
        )}
      </PanelStates>
      {choice && (
        <TextDialog
          title={t(choice.decision === 'upheld' ? 'log.uphold' : 'log.overturn')}
          label={t('log.decisionReason')}
          submitLabel={t('decide.confirm')}
          failed={t('decide.failed')}
          maxLength={MODERATION_LIMITS.reasonMax}
          onClose={() => setChoice(null)}
          submit={async (reason) => {
            await decide.mutateAsync({ ...choice, reason })
            toast.success(t('decide.done'))
          }}
        />
      )}
    </>
  )
}
