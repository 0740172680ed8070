import { AFFILIATION_LIMITS } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { errorMessage } from '@/lib/api-client.ts'

/**
 * A faculty's or department's name, new or renamed: 1..120 characters after trimming (the server's
 * rule); a taken name answers 409 and the dialog shows why, staying open.
 */
export function NameDialog({
  title,
  initial = '',
  busy,
  error,
  onSave,
  onClose,
}: {
  title: string
  initial?: string
  busy: boolean
  error: unknown
  onSave: (name: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('university')
  const [name, setName] = useState(initial)
  const trimmed = name.trim()
  return (
    <Dialog title={title} onClose={onClose}>
      <form
        noValidate
        aria-label={title}
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (trimmed) onSave(trimmed)
        }}
      >
        <TextField
          label={t('faculties.name')}
          value={name}
          maxLength={AFFILIATION_LIMITS.nameMax}
          onChange={(event) => setName(event.target.value)}
          autoFocus
        />
        {error ? <Alert tone="error">{errorMessage(error, t('faculties.failed'))}</Alert> : null}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('faculties.cancel')}
          </Button>
          <Button type="submit" busy={busy} disabled={!trimmed || trimmed === initial}>
            {busy ? t('faculties.saving') : t('faculties.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
