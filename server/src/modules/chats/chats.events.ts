import type { ChatMessage, ChatSocketEvent, SocketChatEvent } from '@agora/contract'
import { userChannel } from '../../platform/realtime.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { publishEvents } from '../../platform/service-context.ts'

/** A chat's channel on the event bus: every instance holding a socket of that chat listens. */
export const chatChannel = (chatId: number) => `chat:${chatId}`

/** Said on a chat's channel but never sent to a socket: that member's sockets of the chat close. */
export interface MemberGoneEvent {
  type: 'member.gone'
  user_id: number
}
export type ChatChannelEvent = ChatSocketEvent | MemberGoneEvent

/**
 * What the chats module publishes for others (the notifications module): a message, with the members
 * it should notify (no socket open on the chat) and each one's read mark, which names the
 * notification (one per chat until read); and a read, which reads it.
 */
export type ChatEvent =
  | {
      type: 'chat.message'
      chat_id: number
      message_id: number
      actor_id: number
      content: string
      recipients: { user_id: number; mark: number }[]
    }
  | { type: 'chat.read'; chat_id: number; user_id: number }

async function safely(ctx: ServiceContext, what: string, publish: () => Promise<void>) {
  try {
    await publish()
  } catch (err) {
    ctx.log.error({ err }, what)
  }
}

export const publishToChat = (ctx: ServiceContext, chatId: number, event: ChatChannelEvent) =>
  safely(ctx, 'publishing to a chat failed', () => ctx.events.publish(chatChannel(chatId), event))

/** Tells each person's sockets (/api/ws) that one of their chats changed: the list and badge read again. */
export async function pushChatChange(
  ctx: ServiceContext,
  chatId: number,
  userIds: readonly number[],
  message: ChatMessage | null,
) {
  const event: SocketChatEvent = { type: 'chat', chat_id: chatId, message }
  for (const id of new Set(userIds)) {
    await safely(ctx, 'pushing a chat change failed', () => ctx.events.publish(userChannel(id), event))
  }
}

export const publishChatEvent = (ctx: ServiceContext, event: ChatEvent) => publishEvents(ctx, [event])
