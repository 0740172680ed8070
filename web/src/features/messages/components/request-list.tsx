import type { Chat } from '@agora/contract'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { Avatar } from '@/components/ui/avatar.tsx'
import { Button } from '@/components/ui/button.tsx'
import { useToast } from '@/components/ui/toast.tsx'
import { chatTitle, partnerOf } from '@/entities/chat/lib/chat-people.ts'
import { errorMessage } from '@/lib/api-client.ts'
import { useAcceptChat } from '../api/accept-chat.ts'
import { useDeclineChat } from '../api/decline-chat.ts'

/** Requests: chats started by people who do not follow the viewer, each with Accept and Decline. */
export function RequestList({ requests, activeId }: { requests: Chat[]; activeId: number | null }) {
  const { t } = useTranslation('messages')
  return (
    <section aria-labelledby="chat-requests" className="border-b border-slate-200 dark:border-slate-800">
      <h2 id="chat-requests" className="px-4 pt-3 pb-1 text-sm font-bold text-slate-600 dark:text-slate-300">
        {t('requests.title', { count: requests.length })}
      </h2>
      <ul aria-label={t('requests.label')}>
        {requests.map((chat) => (
          <RequestItem key={chat.id} chat={chat} active={chat.id === activeId} />
        ))}
      </ul>
    </section>
  )
}

function RequestItem({ chat, active }: { chat: Chat; active: boolean }) {
  const { t } = useTranslation('messages')
  const navigate = useNavigate()
  const toast = useToast()
  const accept = useAcceptChat()
  const decline = useDeclineChat()
  const title = chatTitle(chat, t('unknownChat'))
  const busy = accept.isPending || decline.isPending
  const failed = (err: unknown) => toast.error(errorMessage(err, t('requests.failed')))
  return (
    <li className={`px-4 py-3 ${active ? 'bg-slate-100 dark:bg-slate-800/70' : ''}`}>
      <button
        type="button"
        onClick={() => navigate(`/messages/${chat.id}`)}
        className="flex w-full items-center gap-3 text-left"
      >
        <Avatar src={partnerOf(chat)?.avatar_url} name={title} size="md" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold">{title}</span>
          <span className="block truncate text-sm text-slate-500 dark:text-slate-400">
            {chat.last_message ?? t('requests.wantsToChat')}
          </span>
        </span>
      </button>
      <div className="mt-2 flex gap-2 pl-13">
        <Button
          className="px-4 py-1.5 text-sm"
          disabled={busy}
          aria-label={t('requests.acceptFrom', { title })}
          // mutateAsync, not mutate's callbacks: accepting removes this item from the list, and an
          // unmounted observer never runs them.
          onClick={() => accept.mutateAsync(chat.id).then(() => navigate(`/messages/${chat.id}`), failed)}
        >
          {t('requests.accept')}
        </Button>
        <Button
          variant="secondary"
          className="px-4 py-1.5 text-sm"
          disabled={busy}
          aria-label={t('requests.declineFrom', { title })}
          onClick={() => decline.mutateAsync(chat.id).then(() => active && navigate('/messages'), failed)}
        >
          {t('requests.decline')}
        </Button>
      </div>
    </li>
  )
}
