import { type ChatMessage, linksIn } from '@agora/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LinkCard } from '@/components/ui/link-card.tsx'
import { ReportButton } from '@/entities/report/components/report-button.tsx'
import type { PendingMessage } from '../hooks/use-conversation.ts'
import { messageClock } from '../lib/chat-time.ts'

const MINE = 'self-end rounded-br-md bg-brand-500 text-white'
const THEIRS = 'self-start rounded-bl-md bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'

/** One message: mine on the right, theirs on the left (with the sender's name in a group, and Report). */
export function MessageBubble({
  message,
  mine,
  sender,
}: {
  message: ChatMessage
  mine: boolean
  sender: string | null
}) {
  return (
    <li className={`flex max-w-[80%] flex-col ${mine ? 'self-end items-end' : 'self-start items-start'}`}>
      {sender && (
        <span className="mb-0.5 ml-3 text-xs font-semibold text-slate-500 dark:text-slate-400">{sender}</span>
      )}
      <div className="group flex items-center gap-1">
        <p
          data-message-id={message.id}
          className={`rounded-2xl px-3.5 py-2 break-words whitespace-pre-wrap ${mine ? MINE : THEIRS}`}
        >
          <MessageText text={message.content} mine={mine} />
          <time
            dateTime={message.created_at}
            className={`ml-2 align-bottom text-[11px] ${mine ? 'text-white/90' : 'text-slate-600 dark:text-slate-400'}`}
          >
            {messageClock(message.created_at)}
          </time>
        </p>
        {!mine && <ReportButton targetType="chat_message" targetId={message.id} compact />}
      </div>
      {message.link_card && <LinkCard card={message.link_card} compact className="mt-1 w-72 max-w-full" />}
    </li>
  )
}

/** A message's text with its links opening in a new tab (issue 31), shown as they were typed. */
function MessageText({ text, mine }: { text: string; mine: boolean }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const link of linksIn(text)) {
    parts.push(text.slice(last, link.start))
    parts.push(
      <a
        key={link.start}
        href={link.url}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className={`underline underline-offset-2 hover:decoration-2 ${mine ? 'text-white' : 'text-brand-600 dark:text-brand-400'}`}
      >
        {link.url}
      </a>,
    )
    last = link.end
  }
  parts.push(text.slice(last))
  return <span>{parts}</span>
}

/** A message on its way (faded), or one that failed: 'Message could not be sent', Retry, Delete. */
export function PendingBubble({
  message,
  onRetry,
  onDiscard,
}: {
  message: PendingMessage
  onRetry: () => void
  onDiscard: () => void
}) {
  const { t } = useTranslation('chat')
  return (
    <li className="flex max-w-[80%] flex-col items-end self-end">
      <p
        aria-busy={!message.failed || undefined}
        className={`rounded-2xl rounded-br-md px-3.5 py-2 break-words whitespace-pre-wrap ${
          message.failed
            ? 'border border-red-400 bg-red-50 text-red-900 dark:bg-red-950/40 dark:text-red-100'
            : `${MINE} opacity-70`
        }`}
      >
        {message.content}
      </p>
      {message.failed && (
        <span role="alert" className="mt-1 flex items-center gap-2 text-xs text-red-700 dark:text-red-400">
          {t('sendFailed')}
          <button type="button" onClick={onRetry} className="font-semibold underline">
            {t('retrySend')}
          </button>
          <button type="button" onClick={onDiscard} className="font-semibold underline">
            {t('discard')}
          </button>
        </span>
      )}
    </li>
  )
}
