import { MODERATION_LIMITS, type ModerationActionEntry } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { ActionEntry } from './action-entry.tsx'
import { TextDialog } from './text-dialog.tsx'

/**
 * A decision as the person it was about sees it, with its one appeal while it may be made: Settings >
 * Account standing and the suspended sign-in both show it. `submit` sends the appeal's text.
 */
export function AppealableEntry({
  entry,
  submit,
}: {
  entry: ModerationActionEntry
  submit: (text: string) => Promise<unknown>
}) {
  const { t } = useTranslation('moderation')
  const [appealing, setAppealing] = useState(false)
  return (
    <>
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
          submit={submit}
        />
      )}
    </>
  )
}
