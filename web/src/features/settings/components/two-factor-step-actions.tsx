import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { errorMessage } from '@/lib/api-client.ts'

/** A two-factor step's foot: the call's error, if any, then its submit button and Cancel. */
export function TwoFactorStepActions({
  call,
  canSubmit,
  submitLabel,
  onCancel,
}: {
  call: { isError: boolean; error: unknown; isPending: boolean }
  canSubmit: boolean
  submitLabel: string
  onCancel: () => void
}) {
  const { t } = useTranslation('security')
  return (
    <>
      {call.isError && <Alert tone="error">{errorMessage(call.error, t('twoFactor.failed'))}</Alert>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={!canSubmit} busy={call.isPending}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('twoFactor.cancel')}
        </Button>
      </div>
    </>
  )
}
