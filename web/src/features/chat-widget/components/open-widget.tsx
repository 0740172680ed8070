import type { useWidgetState } from '../hooks/use-widget-state.ts'
import { QuickChat } from './quick-chat.tsx'
import { WidgetChatList } from './widget-chat-list.tsx'
import { WidgetHeader } from './widget-header.tsx'

/**
 * The open widget: the latest chats or a quick chat, 500 px high expanded or 350 px collapsed. Its
 * code is a chunk of its own, fetched when the widget opens (or at once if it was left open).
 */
export function OpenWidget({
  widget,
  viewerId,
  title,
  place,
}: {
  widget: ReturnType<typeof useWidgetState>
  viewerId: number
  title: string
  place: string
}) {
  const { state } = widget
  const panel = { expanded: state.expanded, onToggleSize: widget.toggleSize, onClose: widget.close }
  return (
    <section
      aria-label={title}
      className={`${place} flex w-[min(320px,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-slate-900 shadow-2xl shadow-slate-900/15 sm:w-[340px] sm:rounded-b-none dark:border-slate-700 dark:bg-slate-950 dark:text-slate-100 dark:shadow-black/50 ${
        state.expanded ? 'h-[min(500px,calc(100dvh-6rem))]' : 'h-[min(350px,calc(100dvh-6rem))]'
      }`}
    >
      {state.chatId === null ? (
        <>
          <WidgetHeader title={title} {...panel} />
          <WidgetChatList viewerId={viewerId} onOpen={widget.showChat} />
        </>
      ) : (
        <QuickChat
          key={state.chatId}
          chatId={state.chatId}
          viewerId={viewerId}
          onBack={widget.showList}
          {...panel}
        />
      )}
    </section>
  )
}
