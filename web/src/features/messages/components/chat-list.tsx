import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/ui/icon.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '@/components/ui/list-states.tsx'
import { useChatRequests } from '@/entities/chat/api/get-chat-requests.ts'
import { useChats } from '@/entities/chat/api/get-chats.ts'
import { useCurrentUser } from '@/lib/session.ts'
import { ChatListItem } from './chat-list-item.tsx'
import { RequestList } from './request-list.tsx'

/** The left pane: Messages with the new-message button, the requests, then the chats. */
export function ChatList({ activeId, onNew }: { activeId: number | null; onNew: () => void }) {
  const { t } = useTranslation('messages')
  const chats = useChats()
  const requests = useChatRequests()
  const me = useCurrentUser().data
  return (
    <>
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h1 className="mr-auto text-xl font-bold">{t('title')}</h1>
        <button
          type="button"
          onClick={onNew}
          aria-label={t('newMessage')}
          title={t('newMessage')}
          className="rounded-full p-2 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Icon name="edit" className="size-5" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {requests.data && requests.data.length > 0 && (
          <RequestList requests={requests.data} activeId={activeId} />
        )}
        {chats.isLoading ? (
          <ListSkeleton label={t('loading')} rows={6} />
        ) : chats.isError ? (
          <ErrorState
            compact
            message={t('loadFailed')}
            retryLabel={t('retry')}
            onRetry={() => void chats.refetch()}
          />
        ) : chats.data && chats.data.length > 0 ? (
          <ul aria-label={t('chats')}>
            {chats.data.map((chat) => (
              <li key={chat.id}>
                <ChatListItem chat={chat} active={chat.id === activeId} viewerId={me?.id} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title={t('noChats')}>{t('noChatsBody')}</EmptyState>
        )}
      </div>
    </>
  )
}
