import type { PostBase } from '@agora/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { DropdownMenu, type MenuItem } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { useReportItem } from '@/entities/report/components/use-report-item.tsx'
import { errorMessage } from '@/lib/api-client.ts'
import { authStorage } from '@/lib/auth-storage.ts'
import { useDeletePost } from '../api/delete-post.ts'
import { DeletePostDialog } from './delete-post-dialog.tsx'
import { ReplyPolicyDialog } from './reply-policy-dialog.tsx'

/** State the post page's edit form starts from (spec 000: the current content and first image path). */
export interface EditPostState {
  content: string
  image: string | null
}

/**
 * The '⋯' menu with Edit, Who can reply (a thread's first post) and Delete, shown only as far as the
 * post's abilities allow, and Report for anyone signed in on someone else's post (issue 16). Delete
 * asks first, hides the post at once and puts it back with a toast if the call fails.
 */
export function PostOwnerMenu({ post, onDeleted }: { post: PostBase; onDeleted?: (postId: number) => void }) {
  const { t } = useTranslation('post')
  const navigate = useNavigate()
  const toast = useToast()
  const [confirming, setConfirming] = useState(false)
  const [gating, setGating] = useState(false)
  const anchorRef = useRef<HTMLDivElement>(null)
  const remove = useDeletePost({
    onDeleted,
    onFailed: (error) => toast.error(errorMessage(error, t('delete.failed'))),
  })
  const report = useReportItem('post', post.id, {
    returnFocus: () => anchorRef.current?.querySelector('button'),
  })
  const { can_edit, can_delete } = post.abilities
  const me = authStorage.signedInUserId()
  const canReport = me !== null && me !== post.user_id && !post.deleted
  if (!can_edit && !can_delete && !canReport) return null

  const items: MenuItem[] = []
  if (can_edit) {
    items.push({
      key: 'edit',
      label: t('actions.edit'),
      icon: 'edit',
      onSelect: () => {
        const state: EditPostState = { content: post.content, image: post.images[0]?.file_path ?? null }
        navigate(`/posts/${post.id}?edit=true`, { state })
      },
    })
  }
  if (post.abilities.can_set_reply_policy) {
    items.push({
      key: 'reply-policy',
      label: t('replies.change'),
      icon: post.reply_policy,
      onSelect: () => setGating(true),
    })
  }
  if (can_delete) {
    items.push({
      key: 'delete',
      label: t('actions.delete'),
      icon: 'trash',
      onSelect: () => setConfirming(true),
    })
  }

  if (canReport) items.push(report.item)

  return (
    <div ref={anchorRef}>
      <DropdownMenu
        label={t('actions.more')}
        items={items}
        buttonClassName="-m-2 inline-flex size-9 items-center justify-center rounded-full text-slate-500 transition hover:bg-brand-500/10 hover:text-brand-500 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-400"
      >
        <Icon name="more" className="size-5" />
      </DropdownMenu>
      {confirming && (
        <DeletePostDialog
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            remove.mutate(post.id)
          }}
          returnFocus={() => anchorRef.current?.querySelector('button')}
        />
      )}
      {report.dialog}
      {gating && (
        <ReplyPolicyDialog
          post={post}
          onClose={() => setGating(false)}
          returnFocus={() => anchorRef.current?.querySelector('button')}
        />
      )}
    </div>
  )
}
