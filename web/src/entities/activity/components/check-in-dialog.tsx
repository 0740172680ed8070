import { ACTIVITY_LIMITS, type Event } from '@agora/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { TextField } from '@/components/ui/text-field.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useCheckInEvent } from '../api/check-in-event.ts'

const DIGITS = ACTIVITY_LIMITS.checkInDigits

/**
 * An attendee's check-in (issue 17): "Check in" opens a dialog with a 6-digit code field; once checked
 * in, the event says so instead. `initialCode` (the page's ?checkin=, from the organiser's QR code)
 * opens the dialog at once with the code filled in.
 */
export function CheckInControl({
  event,
  initialCode = null,
  onInitialCodeUsed,
}: {
  event: Event
  initialCode?: string | null
  onInitialCodeUsed?: () => void
}) {
  const { t } = useTranslation('activity')
  const [open, setOpen] = useState(initialCode !== null && event.abilities.can_check_in)
  if (event.is_checked_in) {
    return (
      <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-700 dark:text-emerald-400">
        <Icon name="check" className="size-4" />
        {t('checkIn.done')}
      </p>
    )
  }
  if (!event.abilities.can_check_in) return null
  const close = () => {
    setOpen(false)
    onInitialCodeUsed?.()
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className={buttonClass('secondary', 'px-4 py-1.5 text-sm')}
      >
        {t('checkIn.open')}
      </button>
      {open && <CheckInDialog event={event} initialCode={initialCode ?? ''} onClose={close} />}
    </>
  )
}

export function CheckInDialog({
  event,
  initialCode,
  onClose,
}: {
  event: Event
  initialCode: string
  onClose: () => void
}) {
  const { t } = useTranslation('activity')
  const toast = useToast()
  const checkIn = useCheckInEvent(event.id)
  const [code, setCode] = useState(() => initialCode.replace(/\D/g, '').slice(0, DIGITS))
  const inputRef = useRef<HTMLInputElement>(null)
  const complete = code.length === DIGITS
  const failure = checkIn.isError ? errorMessage(checkIn.error, t('checkIn.title')) : null
  return (
    <Dialog title={t('checkIn.title')} onClose={onClose} initialFocusRef={inputRef} size="sm">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (!complete) return
          checkIn.mutate(code, {
            onSuccess: () => {
              toast.success(t('checkIn.success'))
              onClose()
            },
          })
        }}
      >
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('checkIn.body')}</p>
        <TextField
          ref={inputRef}
          label={t('checkIn.code')}
          value={code}
          onChange={(e) => {
            checkIn.reset()
            setCode(e.target.value.replace(/\D/g, '').slice(0, DIGITS))
          }}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={DIGITS}
          className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.4em]"
          error={failure}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('checkIn.cancel')}
          </Button>
          <Button type="submit" busy={checkIn.isPending} disabled={!complete}>
            {t('checkIn.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
