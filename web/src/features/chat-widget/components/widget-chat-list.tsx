import { CHAT_LIMITS, type Chat } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { useChats } from '@/entities/chat/api/get-chats.ts'
import { ChatRow, useChatLabel } from '@/entities/chat/components/chat-row.tsx'

/** The list view: the 8 latest chats, each opening its quick chat, and View all to /messages. */
export function WidgetChatList({ viewerId, onOpen }: { viewerId: number; onOpen: (chatId: number) => void }) {
  const { t } = useTranslation('floatingMessages')
  const chats = useChats()
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="min-h-0 flex-1 overflow-y-auto">
        {chats.isPending ? (
          <ListSkeleton label={t('loading')} rows={4} />
        ) : chats.isError ? (
          <ErrorState
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void chats.refetch()}
          />
        ) : chats.data.length === 0 ? (
          <p className="px-6 py-10 text-center text-slate-500 dark:text-slate-400">{t('noChats')}</p>
        ) : (
          <ul aria-label={t('latest')}>
            {chats.data.slice(0, CHAT_LIMITS.widgetChats).map((chat) => (
              <li key={chat.id}>
                <WidgetChatItem chat={chat} viewerId={viewerId} onOpen={() => onOpen(chat.id)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <Link
        to="/messages"
        className="block shrink-0 border-t border-slate-200 px-4 py-3 text-center text-sm font-semibold text-brand-700 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:border-slate-800 dark:text-brand-400 dark:hover:bg-slate-900"
      >
        {t('viewAll')}
      </Link>
    </div>
  )
}

function WidgetChatItem({ chat, viewerId, onOpen }: { chat: Chat; viewerId: number; onOpen: () => void }) {
  const { descriptionId } = useChatLabel(chat)
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-describedby={descriptionId}
      className="flex w-full items-center gap-3 px-3 py-2.5 text-left transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900"
    >
      <ChatRow chat={chat} viewerId={viewerId} descriptionId={descriptionId} compact />
    </button>
  )
}
