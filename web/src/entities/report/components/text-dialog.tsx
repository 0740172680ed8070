import { useId, useState } from 'react'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { textAreaClass } from './styles.ts'

/**
 * A dialog that asks for one required text and runs `submit` with it: an appeal, or the answer to
 * one. A failure shows the server's reason; success closes it.
 */
export function TextDialog({
  title,
  label,
  submitLabel,
  failed,
  maxLength,
  onClose,
  submit,
}: {
  title: string
  label: string
  submitLabel: string
  failed: string
  maxLength: number
  onClose: () => void
  submit: (text: string) => Promise<unknown>
}) {
  const id = useId()
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  return (
    <Dialog title={title} onClose={onClose} size="sm">
      <form
        onSubmit={async (e) => {
          e.preventDefault()
          if (!text.trim()) return
          setBusy(true)
          try {
            await submit(text.trim())
            onClose()
          } catch (err) {
            setError(errorMessage(err, failed))
          } finally {
            setBusy(false)
          }
        }}
      >
        <label htmlFor={id} className="mb-1.5 block text-sm font-medium">
          {label}
        </label>
        <textarea
          id={id}
          value={text}
          rows={4}
          maxLength={maxLength}
          onChange={(e) => setText(e.target.value)}
          className={textAreaClass}
        />
        {error && (
          <div className="mt-3">
            <Alert tone="error">{error}</Alert>
          </div>
        )}
        <Button type="submit" className="mt-4 w-full" busy={busy} disabled={!text.trim()}>
          {submitLabel}
        </Button>
      </form>
    </Dialog>
  )
}
