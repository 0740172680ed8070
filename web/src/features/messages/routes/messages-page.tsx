import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useCurrentUser } from '@/lib/session.ts'
import { useDocumentTitle } from '@/lib/use-document-title.ts'
import { ChatList } from '../components/chat-list.tsx'
import { Conversation } from '../components/conversation.tsx'
import { NewChatDialog } from '../components/new-chat-dialog.tsx'
import { NoChatSelected } from '../components/no-chat-selected.tsx'

/** A chat id from the address: a positive integer, else none (the list alone). */
function chatIdOf(raw: string | undefined): number | null {
  const id = Number(raw)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * /messages and /messages/{chatId} (spec 001 section 2): the chat list with its requests beside the
 * open conversation; on phones the two alternate, the conversation with a back button.
 */
export function MessagesPage() {
  const { t } = useTranslation('messages')
  const params = useParams()
  const navigate = useNavigate()
  const chatId = chatIdOf(params.chatId)
  const me = useCurrentUser().data
  const [picking, setPicking] = useState(false)
  useDocumentTitle(t('title'))

  return (
    <div className="flex h-[calc(100dvh-3.5rem-4.25rem)] sm:h-dvh">
      <section
        aria-label={t('listLabel')}
        className={`${chatId ? 'hidden md:flex' : 'flex'} w-full min-w-0 flex-col border-slate-200 md:w-80 md:shrink-0 md:border-r dark:border-slate-800`}
      >
        <ChatList activeId={chatId} onNew={() => setPicking(true)} />
      </section>
      <section
        aria-label={t('conversationLabel')}
        className={`${chatId ? 'flex' : 'hidden md:flex'} min-w-0 flex-1 flex-col`}
      >
        {chatId && me ? (
          <Conversation
            key={chatId}
            chatId={chatId}
            viewerId={me.id}
            onClosed={() => navigate('/messages')}
          />
        ) : (
          <NoChatSelected onNew={() => setPicking(true)} />
        )}
      </section>
      {picking && (
        <NewChatDialog
          onClose={() => setPicking(false)}
          onStarted={(id) => {
            setPicking(false)
            navigate(`/messages/${id}`)
          }}
        />
      )}
    </div>
  )
}
