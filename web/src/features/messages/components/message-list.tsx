import type { Chat, ChatMessage } from '@agora/contract'
import { Fragment, useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner.tsx'
import { MessageBubble, PendingBubble } from '@/entities/chat/components/message-bubble.tsx'
import type { useConversation } from '@/entities/chat/hooks/use-conversation.ts'
import { dayDivider, differentDay } from '@/entities/chat/lib/chat-time.ts'
import { displayName } from '@/lib/display-name.ts'

type Conversation = ReturnType<typeof useConversation>

/** Near enough to the bottom that a new message scrolls into view. */
const STICK_PX = 120

/**
 * The conversation's messages, oldest at the top, with day dividers (Today, Yesterday, a weekday, a
 * date), older pages on demand, what is on its way or failed, and "Seen" under the viewer's last
 * message once the other person has read it. It follows new messages while the reader is at the
 * bottom, and keeps its place when older ones are added above.
 */
export function MessageList({
  chat,
  viewerId,
  conversation,
}: {
  chat: Chat
  viewerId: number
  conversation: Conversation
}) {
  const { t } = useTranslation('messages')
  const box = useRef<HTMLDivElement>(null)
  const { messages, pending } = conversation
  const atBottom = useRef(true)
  const heightBeforeOlder = useRef<number | null>(null)
  const first = messages[0]?.id
  const count = messages.length + pending.length

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the messages change
  useLayoutEffect(() => {
    const el = box.current
    if (!el) return
    if (heightBeforeOlder.current !== null) {
      el.scrollTop += el.scrollHeight - heightBeforeOlder.current
      heightBeforeOlder.current = null
    } else if (atBottom.current) el.scrollTop = el.scrollHeight
  }, [count, first])

  const names = new Map(chat.users.map((u) => [u.id, displayName(u)]))
  const seenMark = Math.max(conversation.readUpTo ?? 0, chat.read_up_to ?? 0)
  const lastMine = [...messages].reverse().find((m) => m.user_id === viewerId)
  const seen = !chat.is_group_chat && lastMine && seenMark >= lastMine.id && pending.length === 0

  const loadOlder = () => {
    heightBeforeOlder.current = box.current?.scrollHeight ?? null
    void conversation.loadOlder()
  }

  return (
    <div
      ref={box}
      onScroll={(e) => {
        const el = e.currentTarget
        atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX
      }}
      className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-5"
    >
      {conversation.hasOlder && (
        <div className="mb-3 flex justify-center">
          <button
            type="button"
            onClick={loadOlder}
            disabled={conversation.loadingOlder}
            className="rounded-full px-4 py-1.5 text-sm font-semibold text-brand-700 hover:bg-slate-100 dark:text-brand-400 dark:hover:bg-slate-800"
          >
            {conversation.loadingOlder ? (
              <Spinner className="size-4" label={t('loadingOlder')} />
            ) : (
              t('loadOlder')
            )}
          </button>
        </div>
      )}
      {conversation.isLoading && (
        <div className="flex justify-center py-8">
          <Spinner label={t('loadingMessages')} />
        </div>
      )}
      {!conversation.isLoading && messages.length === 0 && pending.length === 0 && (
        <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">{t('sayHello')}</p>
      )}
      <ol aria-label={t('messagesLabel')} className="flex flex-col gap-1">
        {messages.map((message: ChatMessage, i) => {
          const previous = messages[i - 1]
          const divider = !previous || differentDay(previous.created_at, message.created_at)
          const mine = message.user_id === viewerId
          const showName = chat.is_group_chat && !mine && (divider || previous?.user_id !== message.user_id)
          return (
            <Fragment key={message.id}>
              {divider && (
                <li
                  aria-hidden
                  className="my-3 text-center text-xs font-semibold text-slate-500 dark:text-slate-400"
                >
                  {dayDivider(message.created_at)}
                </li>
              )}
              <MessageBubble
                message={message}
                mine={mine}
                sender={showName ? (names.get(message.user_id) ?? t('formerMember')) : null}
              />
            </Fragment>
          )
        })}
        {pending.map((p) => (
          <PendingBubble
            key={p.key}
            message={p}
            onRetry={() => conversation.retry(p.key)}
            onDiscard={() => conversation.discard(p.key)}
          />
        ))}
      </ol>
      {seen && <p className="mt-1 text-right text-xs text-slate-500 dark:text-slate-400">{t('seen')}</p>}
    </div>
  )
}
