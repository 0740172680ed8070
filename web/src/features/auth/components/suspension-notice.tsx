import { MODERATION_LIMITS } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { ActionEntry } from '@/entities/report/components/action-entry.tsx'
import { TextDialog } from '@/entities/report/components/text-dialog.tsx'
import type { Credentials } from '../api/login.ts'
import { useAppealSuspension, useSuspension } from '../api/suspension.ts'

/**
 * Under the refused sign-in of a suspended account (issue 16): the decision, its reason and how long
 * it lasts, and its one appeal, asked with the password just typed. Its own chunk: /login's first
 * download does not carry it.
 */
export default function SuspensionNotice({ credentials }: { credentials: Credentials }) {
  const { t } = useTranslation('moderation')
  const suspension = useSuspension(credentials)
  const appeal = useAppealSuspension(credentials)
  const [appealing, setAppealing] = useState(false)
  if (!suspension.data) return null
  const entry = suspension.data
  return (
    <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
      <ActionEntry entry={entry}>
        {entry.abilities.can_appeal && (
          <Button variant="secondary" className="px-4 py-1.5 text-sm" onClick={() => setAppealing(true)}>
            {t('standing.appeal')}
          </Button>
        )}
      </ActionEntry>
      {appealing && (
        <TextDialog
          title={t('standing.appealTitle')}
          label={t('standing.appealLabel')}
          submitLabel={t('standing.appealSubmit')}
          failed={t('decide.failed')}
          maxLength={MODERATION_LIMITS.commentMax}
          onClose={() => setAppealing(false)}
          submit={(text) => appeal.mutateAsync(text)}
        />
      )}
    </div>
  )
}
