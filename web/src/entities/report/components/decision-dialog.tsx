import {
  MODERATION_LIMITS,
  type ModerationCase,
  type ModerationDecision,
  SUSPENSION_DURATIONS,
  type SuspensionDuration,
} from '@agora/contract'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useDecideCase } from '../api/decide-case.ts'
import { choiceClass, textAreaClass } from './styles.ts'

/**
 * A moderator's decision on a case: the reason (the person acted against reads it) and, to suspend,
 * how long. Removing may suspend the owner in the same decision when the moderator may suspend.
 */
export function DecisionDialog({
  item,
  decision,
  onClose,
}: {
  item: ModerationCase
  decision: ModerationDecision
  onClose: () => void
}) {
  const { t } = useTranslation('moderation')
  const toast = useToast()
  const id = useId()
  const [reason, setReason] = useState('')
  const [suspend, setSuspend] = useState(decision === 'suspend')
  const [duration, setDuration] = useState<SuspensionDuration>('1d')
  const [missing, setMissing] = useState(false)
  const decide = useDecideCase()
  const offerSuspension = decision === 'remove' && item.abilities.can_suspend
  return (
    <Dialog title={t(`decide.title.${decision}`)} onClose={onClose} size="sm">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (!reason.trim()) return setMissing(true)
          decide.mutate(
            {
              target_type: item.target_type,
              target_id: item.target_id,
              decision,
              reason: reason.trim(),
              ...(suspend ? { suspend_for: duration } : {}),
            },
            {
              onSuccess: () => {
                toast.success(t('decide.done'))
                onClose()
              },
            },
          )
        }}
      >
        <label htmlFor={`${id}-reason`} className="mb-1.5 block text-sm font-medium">
          {t('decide.reasonLabel')}
        </label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          rows={3}
          maxLength={MODERATION_LIMITS.reasonMax}
          aria-invalid={missing || undefined}
          onChange={(e) => {
            setReason(e.target.value)
            setMissing(false)
          }}
          className={textAreaClass}
        />
        {offerSuspension && (
          <label className="mt-4 flex items-center gap-3 text-[15px]">
            <input
              type="checkbox"
              checked={suspend}
              onChange={(e) => setSuspend(e.target.checked)}
              className="size-4 accent-brand-500"
            />
            {t('decide.alsoSuspend')}
          </label>
        )}
        {suspend && (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium">{t('decide.durationLabel')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {SUSPENSION_DURATIONS.map((d) => (
                <label key={d} className={choiceClass}>
                  <input
                    type="radio"
                    name={`${id}-duration`}
                    checked={duration === d}
                    onChange={() => setDuration(d)}
                    className="accent-brand-500"
                  />
                  {t(`decide.durations.${d}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {(missing || decide.isError) && (
          <div className="mt-3">
            <Alert tone="error">
              {missing ? t('decide.reasonRequired') : errorMessage(decide.error, t('decide.failed'))}
            </Alert>
          </div>
        )}
        <Button
          type="submit"
          busy={decide.isPending}
          className={`mt-4 w-full ${decision === 'dismiss' ? '' : 'bg-red-600 hover:bg-red-700'}`}
        >
          {t('decide.confirm')}
        </Button>
      </form>
    </Dialog>
  )
}
