import { LIMITS } from '@agora/contract'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { altTooLong } from '../lib/post-controls.ts'

/**
 * The small Alt button on an attached image's thumbnail (issue 16): it opens a dialog where the
 * author describes the image; a described image's button shows a check.
 */
export function AltButton({
  number,
  value,
  onChange,
  disabled,
}: {
  /** The image's place among the attached ones, from 1. */
  number: number
  value: string
  onChange: (text: string) => void
  disabled?: boolean
}) {
  const { t } = useTranslation('post')
  const [open, setOpen] = useState(false)
  const described = value.trim() !== ''
  return (
    <>
      <button
        type="button"
        disabled={disabled}
        onClick={() => setOpen(true)}
        aria-label={described ? t('alt.editing', { number }) : t('alt.edit', { number })}
        className="absolute bottom-1.5 left-1.5 inline-flex items-center gap-0.5 rounded-md bg-slate-950/75 px-2 py-0.5 text-xs font-bold text-white backdrop-blur transition hover:bg-slate-950/90 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
      >
        {described && <span aria-hidden="true">✓</span>}
        {t('alt.button')}
      </button>
      {open && (
        <AltTextDialog
          initial={value}
          onSave={(text) => {
            onChange(text)
            setOpen(false)
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  )
}

function AltTextDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: string
  onSave: (text: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation('post')
  const [text, setText] = useState(initial)
  const ref = useRef<HTMLTextAreaElement>(null)
  const id = useId()
  const tooLong = altTooLong(text)
  const count = [...text.trim()].length

  const submit = (e: FormEvent) => {
    e.preventDefault()
    // The dialog sits in a portal, but its events still bubble through the composer's form.
    e.stopPropagation()
    if (!tooLong) onSave(text.trim())
  }

  return (
    <Dialog title={t('alt.dialogTitle')} onClose={onClose} initialFocusRef={ref} size="sm">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('alt.label')}
        </label>
        <textarea
          ref={ref}
          id={id}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('alt.placeholder')}
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-hint ${id}-count`}
          className="resize-y rounded-xl border border-slate-300 bg-white px-3 py-2 text-[15px] leading-6 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900"
        />
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {t('alt.hint')}
        </p>
        <p
          id={`${id}-count`}
          className={`text-right text-sm tabular-nums ${tooLong ? 'font-medium text-red-600 dark:text-red-400' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {tooLong
            ? t('alt.tooLong', { max: LIMITS.altTextMax })
            : t('alt.counter', { count, max: LIMITS.altTextMax })}
        </p>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} className="px-5 py-2">
            {t('alt.cancel')}
          </Button>
          <Button type="submit" disabled={tooLong} className="px-5 py-2">
            {t('alt.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
