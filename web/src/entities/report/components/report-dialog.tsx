import {
  MODERATION_LIMITS,
  REPORT_CATEGORIES,
  type ReportCategory,
  type ReportTargetType,
} from '@agora/contract'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useCreateReport } from '../api/create-report.ts'
import { choiceClass, textAreaClass } from './styles.ts'

/**
 * Reporting anything (issue 16): a reason from the fixed categories and an optional comment. The
 * owner never learns who reported; a thank-you toast confirms it was sent. Render only while open.
 */
export function ReportDialog({
  targetType,
  targetId,
  onClose,
  returnFocus,
}: {
  targetType: ReportTargetType
  targetId: number
  onClose: () => void
  returnFocus?: () => HTMLElement | null | undefined
}) {
  const { t } = useTranslation('moderation')
  const toast = useToast()
  const id = useId()
  const [category, setCategory] = useState<ReportCategory | null>(null)
  const [comment, setComment] = useState('')
  const send = useCreateReport()
  return (
    <Dialog title={t('report.title')} onClose={onClose} returnFocus={returnFocus} size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          if (!category) return
          send.mutate(
            { target_type: targetType, target_id: targetId, category, comment: comment.trim() },
            {
              onSuccess: () => {
                toast.success(t('report.sent'))
                onClose()
              },
            },
          )
        }}
      >
        <p className="text-[15px] text-slate-600 dark:text-slate-400">{t('report.intro')}</p>
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm font-medium">{t('report.categoryLabel')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {REPORT_CATEGORIES.map((c) => (
              <label key={c} className={choiceClass}>
                <input
                  type="radio"
                  name={`${id}-category`}
                  value={c}
                  checked={category === c}
                  onChange={() => setCategory(c)}
                  className="accent-brand-500"
                />
                {t(`categories.${c}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <label htmlFor={`${id}-comment`} className="mt-4 mb-1.5 block text-sm font-medium">
          {t('report.commentLabel')}
        </label>
        <textarea
          id={`${id}-comment`}
          value={comment}
          maxLength={MODERATION_LIMITS.commentMax}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          className={textAreaClass}
        />
        {send.isError && (
          <div className="mt-3">
            <Alert tone="error">{errorMessage(send.error, t('report.failed'))}</Alert>
          </div>
        )}
        <Button type="submit" className="mt-4 w-full" busy={send.isPending} disabled={!category}>
          {t('report.submit')}
        </Button>
      </form>
    </Dialog>
  )
}
