import type { Chat } from '@agora/contract'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx'
import { DropdownMenu } from '@/components/ui/dropdown-menu.tsx'
import { Icon } from '@/components/ui/icon.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { partnerOf } from '@/entities/chat/lib/chat-people.ts'
import { presenceLabel } from '@/entities/chat/lib/chat-time.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { displayName } from '@/lib/display-name.ts'
import { useDeleteChat } from '../api/delete-chat.ts'

/** Who the chat is with (a link to their profile), their presence or "typing…", and Delete. */
export function ConversationHeader({
  chat,
  title,
  typing,
  onDeleted,
}: {
  chat: Chat
  title: string
  typing: number[]
  onDeleted: () => void
}) {
  const { t } = useTranslation('messages')
  const toast = useToast()
  const remove = useDeleteChat()
  const [confirming, setConfirming] = useState(false)
  const partner = partnerOf(chat)
  const typers = chat.users.filter((u) => typing.includes(u.id))
  const subtitle =
    typers.length > 0
      ? chat.is_group_chat
        ? t('typingNamed', { name: displayName(typers[0]!) })
        : t('typing')
      : chat.is_group_chat
        ? t('members', { count: chat.users.length + 1 })
        : partner
          ? presenceLabel(partner)
          : null
  // The title links to the profile, named by its own text (WCAG 2.5.3); the presence or typing line
  // beside it is no part of the link's name.
  const who = (
    <span className="flex min-w-0 items-center gap-3">
      <Avatar src={partner?.avatar_url} name={title} size="md" />
      <span className="min-w-0">
        {partner ? (
          <Link to={`/users/${partner.id}`} className="block truncate rounded font-bold hover:underline">
            {title}
          </Link>
        ) : (
          <span className="block truncate font-bold">{title}</span>
        )}
        {subtitle && (
          <span
            aria-live="polite"
            className={`block truncate text-sm ${typers.length ? 'text-brand-700 dark:text-brand-400' : 'text-slate-500 dark:text-slate-400'}`}
          >
            {subtitle}
          </span>
        )}
      </span>
    </span>
  )
  return (
    <header className="flex items-center gap-2 border-b border-slate-200 px-3 py-2.5 dark:border-slate-800">
      <Link
        to="/messages"
        aria-label={t('backToChats')}
        className="rounded-full p-2 hover:bg-slate-100 md:hidden dark:hover:bg-slate-800"
      >
        <Icon name="back" className="size-5" />
      </Link>
      {who}
      <DropdownMenu
        label={t('chatOptions')}
        tooltip={t('chatOptions')}
        className="ml-auto"
        buttonClassName="rounded-full p-2 hover:bg-slate-100 dark:hover:bg-slate-800"
        items={[
          { key: 'delete', label: t('delete.action'), icon: 'trash', onSelect: () => setConfirming(true) },
        ]}
      >
        <Icon name="more" className="size-5" />
      </DropdownMenu>
      {confirming && (
        <ConfirmDialog
          title={t('delete.title')}
          message={chat.is_group_chat ? t('delete.groupBody') : t('delete.body')}
          confirmLabel={t('delete.confirm')}
          cancelLabel={t('delete.cancel')}
          tone="danger"
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(chat.id, {
              onSuccess: () => {
                setConfirming(false)
                onDeleted()
              },
              onError: (err) => toast.error(errorMessage(err, t('delete.failed'))),
            })
          }
        />
      )}
    </header>
  )
}
