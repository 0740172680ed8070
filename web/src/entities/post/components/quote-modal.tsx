import type { PostBase } from '@agora/contract'
import { type FormEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useQuotePost } from '../api/quote-post.ts'
import { usePostControls } from '../lib/post-controls.ts'
import { ReplyPolicySelect, WarningField, WarningToggle } from './composer-controls.tsx'
import { PostEmbed } from './post-embed.tsx'
import { isOverLimit, PostTextField } from './post-text-field.tsx'

/** The quote box grows with its text up to 120 px, then scrolls (spec 000 section 9). */
const QUOTE_BOX_MAX_PX = 120

/**
 * The quote composer (spec 000 section 2, modals): a comment, required and not blank, at most 280
 * characters in the shared post text field, over the quoted post. Success closes it with a toast; a
 * failure keeps the text and says why.
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
  const controls = usePostControls()
  const [comment, setComment] = useState('')
  const textareaRef = useRef<HTMLTextAreaElement>(null)
  const blocked = comment.trim() === '' || isOverLimit(comment) || !controls.valid

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (blocked || quote.isPending) return
    quote.mutate(
      { postId: post.id, comment: comment.trim(), controls: controls.values() },
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
        <WarningField controls={controls} />
        <PostTextField
          ref={textareaRef}
          label={t('quote.label')}
          placeholder={t('quote.placeholder')}
          value={comment}
          onValueChange={setComment}
          maxHeight={QUOTE_BOX_MAX_PX}
        />
        <PostEmbed post={post} linked={false} />
        <div className="flex items-center justify-between gap-2">
          <div className="flex min-w-0 items-center gap-1">
            <WarningToggle controls={controls} disabled={quote.isPending} />
            <ReplyPolicySelect
              value={controls.replyPolicy}
              onChange={controls.setReplyPolicy}
              disabled={quote.isPending}
            />
          </div>
          <button type="submit" disabled={blocked || quote.isPending} className={buttonClass('primary')}>
            {quote.isPending ? t('quote.submitting') : t('quote.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  )
}
