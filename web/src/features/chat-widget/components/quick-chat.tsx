import { CHAT_LIMITS, type Chat, LIMITS } from '@agora/contract'
import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Icon } from '@/components/ui/icon.tsx'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { useChat } from '@/entities/chat/api/get-chat.ts'
import { ChatComposer } from '@/entities/chat/components/chat-composer.tsx'
import { ConnectionNotice } from '@/entities/chat/components/connection-notice.tsx'
import { DeclinedNotice } from '@/entities/chat/components/declined-notice.tsx'
import { MessageBubble, PendingBubble } from '@/entities/chat/components/message-bubble.tsx'
import { useConversation } from '@/entities/chat/hooks/use-conversation.ts'
import { chatTitle } from '@/entities/chat/lib/chat-people.ts'
import { ApiError } from '@/lib/api-client.ts'
import { displayName } from '@/lib/display-name.ts'
import { WIDGET_ICON_BUTTON, WidgetHeader } from './widget-header.tsx'

interface PanelControls {
  expanded: boolean
  onToggleSize: () => void
  onClose: () => void
}

/**
 * The quick chat: the chat's last 20 messages, live, and a 200-character input; Open in full view
 * goes to /messages/{id}. A request is answered in Messages; a chat that is gone returns to the list.
 */
export function QuickChat({
  chatId,
  viewerId,
  onBack,
  ...panel
}: PanelControls & { chatId: number; viewerId: number; onBack: () => void }) {
  const { t } = useTranslation('floatingMessages')
  const chat = useChat(chatId)
  const request = chat.data?.state === 'request'
  const conversation = useConversation(chatId, { viewerId, canRead: !!chat.data && !request })
  const title = chat.data ? chatTitle(chat.data, t('chat')) : t('chat')
  const back = (
    <button
      type="button"
      onClick={onBack}
      aria-label={t('back')}
      title={t('back')}
      className={WIDGET_ICON_BUTTON}
    >
      <Icon name="back" className="size-5" />
    </button>
  )
  const full = (
    <Link
      to={`/messages/${chatId}`}
      aria-label={t('openFull')}
      title={t('openFull')}
      className={WIDGET_ICON_BUTTON}
    >
      <Icon name="externalLink" className="size-4" />
    </Link>
  )
  const missing = chat.error instanceof ApiError && chat.error.status === 404

  return (
    <>
      <WidgetHeader title={title} before={back} after={chat.data && full} {...panel} />
      {chat.isPending || (chat.data && conversation.isLoading) ? (
        <div className="flex-1">
          <ListSkeleton label={t('loadingChat')} rows={3} />
        </div>
      ) : missing ? (
        <p className="flex-1 px-6 py-10 text-center text-slate-500 dark:text-slate-400">{t('missing')}</p>
      ) : chat.isError || !chat.data || conversation.isError ? (
        <div className="flex-1">
          <ErrorState
            message={t('loadChatFailed')}
            retryLabel={t('retry')}
            onRetry={() => void (chat.isError ? chat.refetch() : conversation.refetch())}
          />
        </div>
      ) : (
        <>
          <QuickMessages chat={chat.data} viewerId={viewerId} conversation={conversation} />
          {request ? (
            <p className="border-t border-slate-200 px-4 py-3 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-300">
              {t('request')}{' '}
              <Link
                to={`/messages/${chatId}`}
                className="font-semibold text-brand-700 underline dark:text-brand-400"
              >
                {t('openFull')}
              </Link>
            </p>
          ) : chat.data.state === 'declined' ? (
            <DeclinedNotice title={title} />
          ) : (
            <>
              <ConnectionNotice status={conversation.status} onRetry={conversation.reconnect} />
              <ChatComposer
                chatId={chatId}
                max={LIMITS.quickChatMessageMaxLength}
                onSend={conversation.send}
              />
            </>
          )}
        </>
      )}
    </>
  )
}

/** The newest messages, scrolled to the bottom whenever one arrives or is sent. */
function QuickMessages({
  chat,
  viewerId,
  conversation,
}: {
  chat: Chat
  viewerId: number
  conversation: ReturnType<typeof useConversation>
}) {
  const { t } = useTranslation('floatingMessages')
  const scroller = useRef<HTMLDivElement>(null)
  const shown = conversation.messages.slice(-CHAT_LIMITS.quickChatMessages)
  const newestId = shown.at(-1)?.id
  const pendingCount = conversation.pending.length
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again when a message arrives or is sent
  useLayoutEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [newestId, pendingCount])

  const names = new Map(chat.users.map((user) => [user.id, displayName(user)]))
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto px-3 py-3">
      {shown.length === 0 && pendingCount === 0 ? (
        <p className="py-8 text-center text-sm text-slate-500 dark:text-slate-400">{t('sayHello')}</p>
      ) : (
        <ul aria-label={t('messagesLabel')} className="flex flex-col gap-1.5 text-[15px]">
          {shown.map((message, i) => {
            const mine = message.user_id === viewerId
            const first = i === 0 || shown[i - 1]?.user_id !== message.user_id
            const sender = chat.is_group_chat && !mine && first ? (names.get(message.user_id) ?? null) : null
            return <MessageBubble key={message.id} message={message} mine={mine} sender={sender} />
          })}
          {conversation.pending.map((message) => (
            <PendingBubble
              key={message.key}
              message={message}
              onRetry={() => conversation.retry(message.key)}
              onDiscard={() => conversation.discard(message.key)}
            />
          ))}
        </ul>
      )}
    </div>
  )
}
