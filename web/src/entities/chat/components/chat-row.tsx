import type { Chat } from '@agora/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Avatar } from '@/components/ui/avatar.tsx'
import { chatTitle, partnerOf, unreadText } from '../lib/chat-people.ts'
import { chatListTime } from '../lib/chat-time.ts'

/** A chat's title, and the id of its row's description (the latest message) for the row's control. */
export function useChatLabel(chat: Chat): { title: string; descriptionId: string } {
  const { t } = useTranslation('chat')
  const descriptionId = useId()
  return { title: chatTitle(chat, t('unknownChat')), descriptionId }
}

/**
 * The face of a chat in a list (Messages and the floating widget): who, whether they are online,
 * the latest message, when, and how many are unread (99+). The caller wraps it in a link or button,
 * named by the row's own text (WCAG 2.5.3): the title, and for screen readers how many are unread; the
 * latest message describes it (`descriptionId`, from useChatLabel), the rest is hidden from them.
 */
export function ChatRow({
  chat,
  viewerId,
  compact = false,
  descriptionId,
}: {
  chat: Chat
  viewerId?: number
  compact?: boolean
  descriptionId?: string
}) {
  const { t } = useTranslation('chat')
  const title = chatTitle(chat, t('unknownChat'))
  const partner = partnerOf(chat)
  const unread = unreadText(chat.unread_count)
  const mine = chat.last_message_user_id !== null && chat.last_message_user_id === viewerId
  const preview =
    chat.state === 'declined'
      ? t('requestDeclined')
      : chat.state === 'sent' && !chat.last_message
        ? t('requestSent')
        : chat.last_message
          ? mine
            ? t('you', { text: chat.last_message })
            : chat.last_message
          : t('noMessages')
  return (
    <>
      <span aria-hidden="true" className="relative shrink-0">
        <Avatar src={partner?.avatar_url} name={title} size={compact ? 'sm' : 'md'} />
        {partner?.online && (
          <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-white bg-emerald-500 dark:border-slate-950" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline gap-2">
          <span className={`truncate ${unread ? 'font-bold' : 'font-semibold'}`}>
            {title}
            {chat.unread_count > 0 && (
              <span className="sr-only">{t('unreadAfterTitle', { count: chat.unread_count })}</span>
            )}
          </span>
          {chat.last_message_at && (
            <span aria-hidden="true" className="ml-auto shrink-0 text-xs text-slate-600 dark:text-slate-400">
              {chatListTime(chat.last_message_at)}
            </span>
          )}
        </span>
        <span className="flex items-center gap-2">
          <span
            id={descriptionId}
            aria-hidden="true"
            className={`truncate text-sm ${unread ? 'font-semibold text-slate-900 dark:text-slate-100' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {preview}
          </span>
          {unread && (
            <span
              aria-hidden="true"
              className="ml-auto min-w-5 shrink-0 rounded-full bg-brand-500 px-1.5 text-center text-xs leading-5 font-bold text-white"
            >
              {unread}
            </span>
          )}
        </span>
      </span>
    </>
  )
}
