import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { errorMessage } from '@/lib/api-client.ts'

/**
 * Asks the reason for a moderation action (remove a post, remove or ban a member): required, and
 * kept in the community's moderation log. `act` runs it; a failure shows the server's reason.
 */
export function ReasonDialog({
  title,
  onClose,
  act,
}: {
  title: string
  onClose: () => void
  act: (reason: string) => Promise<unknown>
}) {
  const { t } = useTranslation('community')
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      <form
        onSubmit={async (e) => {
          e.preventDefault()
          if (!reason.trim()) return setError(t('reason.required'))
          setBusy(true)
          try {
            await act(reason.trim())
            onClose()
          } catch (err) {
            setError(errorMessage(err, t('errors.action')))
          } finally {
            setBusy(false)
          }
        }}
      >
        <label htmlFor="moderation-reason" className="mb-1.5 block text-sm font-medium">
          {t('reason.label')}
        </label>
        <textarea
          id="moderation-reason"
          value={reason}
          maxLength={500}
          rows={3}
          placeholder={t('reason.placeholder')}
          onChange={(e) => setReason(e.target.value)}
          className="w-full resize-y rounded-xl border border-slate-300 bg-white px-4 py-3 text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
        />
        {error && (
          <div className="mt-3">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Button type="submit" className="mt-4 w-full bg-red-600 hover:bg-red-700" busy={busy}>
          {t('reason.confirm')}
        </Button>
      </form>
    </Dialog>
  )
}
