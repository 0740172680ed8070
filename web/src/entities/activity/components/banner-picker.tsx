import { type ChangeEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { useFilePreview } from '@/lib/use-file-preview.ts'
import { BANNER_ACCEPT, bannerProblem } from '../lib/banner.ts'

/** The banner a form sends: a new file, the current one removed, or the current one kept (null). */
export type BannerChoice = { file: File } | 'remove' | null

/**
 * The optional banner of the add and edit forms (spec 000 sections 4 and 5): a preview of the current
 * or the picked image, a button to choose or replace it and one to remove it. A file over 10 MB or
 * of another format than JPEG, PNG, GIF or WebP is refused here with the specification's message.
 */
export function BannerPicker({
  current,
  value,
  onChange,
}: {
  /** The banner the item has now (its URL), for the edit form. */
  current: string | null
  value: BannerChoice
  onChange: (choice: BannerChoice) => void
}) {
  const { t } = useTranslation('activity')
  const fileRef = useRef<HTMLInputElement>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const picked = value && value !== 'remove' ? value.file : null
  const pickedUrl = useFilePreview(picked)
  const shown = picked ? pickedUrl : value === 'remove' ? null : current

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    const reason = bannerProblem(file)
    setProblem(reason === null ? null : reason === 'notImage' ? t('form.bannerNotImage') : reason.fixed)
    if (reason === null) onChange({ file })
  }

  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t('form.banner')}
      </legend>
      {shown && (
        <img
          src={shown}
          alt={t('form.bannerPreview')}
          className="mb-2 aspect-[3/1] w-full rounded-xl border border-slate-200 object-cover dark:border-slate-800"
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" className="px-4 py-2 text-sm" onClick={() => fileRef.current?.click()}>
          {shown ? t('form.replaceBanner') : t('form.chooseBanner')}
        </Button>
        {shown && (
          <Button
            variant="ghost"
            className="px-4 py-2 text-sm"
            onClick={() => {
              setProblem(null)
              onChange(current ? 'remove' : null)
            }}
          >
            {t('form.removeBanner')}
          </Button>
        )}
      </div>
      <input
        ref={fileRef}
        id={id}
        type="file"
        accept={BANNER_ACCEPT}
        onChange={onPick}
        aria-label={t('form.bannerFile')}
        tabIndex={-1}
        className="hidden"
      />
      {problem && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-600 dark:text-red-400">
          {problem}
        </p>
      )}
    </fieldset>
  )
}
