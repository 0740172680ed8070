import { LIMITS } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button.tsx'
import { DetailState } from '@/components/ui/detail-state.tsx'
import { ListSkeleton } from '@/components/ui/list-states.tsx'
import { useChat } from '@/entities/chat/api/get-chat.ts'
import { ChatComposer } from '@/entities/chat/components/chat-composer.tsx'
import { ConnectionNotice } from '@/entities/chat/components/connection-notice.tsx'
import { DeclinedNotice } from '@/entities/chat/components/declined-notice.tsx'
import { useConversation } from '@/entities/chat/hooks/use-conversation.ts'
import { chatTitle } from '@/entities/chat/lib/chat-people.ts'
import { useAcceptChat } from '../api/accept-chat.ts'
import { useDeclineChat } from '../api/decline-chat.ts'
import { ConversationHeader } from './conversation-header.tsx'
import { MessageList } from './message-list.tsx'

/** The open chat: its header, its messages live, and the input (or Accept and Decline for a request). */
export function Conversation({
  chatId,
  viewerId,
  onClosed,
}: {
  chatId: number
  viewerId: number
  onClosed: () => void
}) {
  const { t } = useTranslation('messages')
  const chat = useChat(chatId)
  const request = chat.data?.state === 'request'
  const conversation = useConversation(chatId, { viewerId, canRead: !!chat.data && !request })

  return (
    <DetailState
      query={chat}
      loading={<ListSkeleton label={t('loadingChat')} rows={5} />}
      notFound={
        <div className="flex flex-1 flex-col items-center justify-center px-8 text-center">
          <h2 className="text-xl font-bold">{t('missing.title')}</h2>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('missing.body')}</p>
          <Button variant="secondary" className="mt-4" onClick={onClosed}>
            {t('back')}
          </Button>
        </div>
      }
      failed={t('loadChatFailed')}
    >
      {(loaded) => {
        const title = chatTitle(loaded, t('unknownChat'))
        return (
          <>
            <ConversationHeader
              chat={loaded}
              title={title}
              typing={conversation.typing}
              onDeleted={onClosed}
            />
            <MessageList chat={loaded} viewerId={viewerId} conversation={conversation} />
            {request ? (
              <RequestBar chatId={chatId} title={title} onDeclined={onClosed} />
            ) : loaded.state === 'declined' ? (
              <DeclinedNotice title={title} />
            ) : (
              <>
                <ConnectionNotice status={conversation.status} onRetry={conversation.reconnect} />
                <ChatComposer chatId={chatId} max={LIMITS.messageMaxLength} onSend={conversation.send} />
              </>
            )}
          </>
        )
      }}
    </DetailState>
  )
}

/** A request's foot: it waits for Accept (then the input appears) or Decline (it goes away). */
function RequestBar({
  chatId,
  title,
  onDeclined,
}: {
  chatId: number
  title: string
  onDeclined: () => void
}) {
  const { t } = useTranslation('messages')
  const accept = useAcceptChat()
  const decline = useDeclineChat()
  const busy = accept.isPending || decline.isPending
  return (
    <div className="border-t border-slate-200 px-4 py-3 text-center dark:border-slate-800">
      <p className="text-sm text-slate-600 dark:text-slate-300">{t('requests.note', { title })}</p>
      <div className="mt-2 flex justify-center gap-2">
        <Button className="px-5 py-2 text-sm" disabled={busy} onClick={() => accept.mutate(chatId)}>
          {t('requests.accept')}
        </Button>
        <Button
          variant="secondary"
          className="px-5 py-2 text-sm"
          disabled={busy}
          onClick={() => decline.mutateAsync(chatId).then(onDeclined, () => undefined)}
        >
          {t('requests.decline')}
        </Button>
      </div>
    </div>
  )
}
