import { LIMITS, type PostBase } from '@agora/contract'
import { type FormEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useQuotePost } from '../api/quote-post.ts'
import { PostEmbed } from './post-embed.tsx'

/** The quote box grows with its text up to 120 px, then scrolls (spec 000 section 9). */
const QUOTE_BOX_MAX_PX = 120

/**
 * The quote composer (spec 000 section 2, modals): a comment, required and not blank, over the
 * quoted post. Success closes it with a toast; a failure keeps the text and says why.
 */
export function QuoteModal({
  post,
  onClose,
  returnFocus,
}: {
  post: PostBase
  onClose: () => void
  returnFocus?: () => HTMLElement | null | undefined
}) {
  const { t } = useTranslation('post')
  const toast = useToast()
  const quote = useQuotePost()
  const [comment, setComment] = useState('')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const counterId = useId()
  const blank = comment.trim() === ''

  const grow = (el: HTMLTextAreaElement) => {
    el.style.height = 'auto'
    el.style.height = `${Math.min(el.scrollHeight, QUOTE_BOX_MAX_PX)}px`
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (blank || quote.isPending) return
    quote.mutate(
      { postId: post.id, comment: comment.trim() },
      {
        onSuccess: () => {
          toast.success(t('quote.success'))
          onClose()
        },
        onError: (error) => toast.error(errorMessage(error, t('quote.failed'))),
      },
    )
  }

  return (
    <Dialog
      title={t('quote.title')}
      onClose={onClose}
      initialFocusRef={textareaRef}
      returnFocus={returnFocus}
    >
      <form onSubmit={submit} className="flex flex-col gap-4">
        <div>
          <label htmlFor={`${counterId}-comment`} className="sr-only">
            {t('quote.label')}
          </label>
          <textarea
            id={`${counterId}-comment`}
            ref={textareaRef}
            value={comment}
            onChange={(e) => {
              setComment(e.target.value)
              grow(e.target)
            }}
            maxLength={LIMITS.postMaxLength}
            rows={2}
            placeholder={t('quote.placeholder')}
            aria-describedby={counterId}
            style={{ maxHeight: QUOTE_BOX_MAX_PX }}
            className="w-full resize-none rounded-xl border border-slate-300 bg-white px-4 py-3 text-[17px] text-slate-900 placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-500 focus:outline-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-500"
          />
          <p
            id={counterId}
            className="mt-1 text-right text-xs text-slate-500 tabular-nums dark:text-slate-400"
          >
            {t('quote.counter', { count: Array.from(comment).length, max: LIMITS.postMaxLength })}
          </p>
        </div>
        <PostEmbed post={post} linked={false} />
        <div className="flex justify-end">
          <button type="submit" disabled={blank || quote.isPending} className={buttonClass('primary')}>
            {quote.isPending ? t('quote.submitting') : t('quote.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
