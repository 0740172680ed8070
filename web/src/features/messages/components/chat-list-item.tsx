import type { Chat } from '@agora/contract'
import { Link } from 'react-router'
import { ChatRow, useChatLabel } from '@/entities/chat/components/chat-row.tsx'

/** One chat in the list: a link to its conversation. */
export function ChatListItem({ chat, active, viewerId }: { chat: Chat; active: boolean; viewerId?: number }) {
  const { descriptionId } = useChatLabel(chat)
  return (
    <Link
      to={`/messages/${chat.id}`}
      aria-current={active ? 'page' : undefined}
      aria-describedby={descriptionId}
      className={`flex items-center gap-3 px-4 py-3 transition hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none dark:hover:bg-slate-900 dark:focus-visible:bg-slate-900 ${
        active ? 'bg-slate-100 dark:bg-slate-800/70' : ''
      }`}
    >
      <ChatRow chat={chat} viewerId={viewerId} descriptionId={descriptionId} />
    </Link>
  )
}
