import { type PostBase, REPLY_POLICIES, type ReplyPolicy } from '@agora/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/ui/alert.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { useSetReplyPolicy } from '../api/set-reply-policy.ts'

/** The post menu's "Who can reply" (issue 16): the three choices as radio buttons, saved at once. */
export function ReplyPolicyDialog({
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
  const change = useSetReplyPolicy()
  const [policy, setPolicy] = useState<ReplyPolicy>(post.reply_policy)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    change.mutate(
      { postId: post.id, replyPolicy: policy },
      {
        onSuccess: () => {
          toast.success(t('replies.saved'))
          onClose()
        },
      },
    )
  }

  return (
    <Dialog title={t('replies.changeTitle')} onClose={onClose} returnFocus={returnFocus} size="sm">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-2 text-sm text-slate-600 dark:text-slate-400">
            {t('replies.changeHint')}
          </legend>
          {REPLY_POLICIES.map((choice) => (
            <label
              key={choice}
              className="flex cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 hover:bg-slate-100 has-checked:bg-brand-500/10 dark:hover:bg-slate-800"
            >
              <input
                type="radio"
                name="reply-policy"
                value={choice}
                checked={policy === choice}
                onChange={() => setPolicy(choice)}
                className="size-4 accent-brand-500"
              />
              <Icon name={choice} className="size-5 text-brand-600 dark:text-brand-400" />
              <span className="font-medium">{t(`replies.${choice}`)}</span>
            </label>
          ))}
        </fieldset>
        {change.isError && <Alert tone="error">{errorMessage(change.error, t('replies.failed'))}</Alert>}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose} className="px-5 py-2">
            {t('replies.cancel')}
          </Button>
          <Button type="submit" busy={change.isPending} className="px-5 py-2">
            {t('replies.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
