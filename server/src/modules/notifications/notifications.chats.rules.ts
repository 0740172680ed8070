import type { ChatEvent } from '../chats/index.ts'
import { notify, pushCounts } from './notifications.delivery.ts'
import { markChatRead } from './notifications.reads.repository.ts'
import { type Handler, type NotificationRule, on } from './notifications.rule.ts'

/**
 * A message to members without the chat open: one notification per chat until they read it (the key
 * names their read mark, so the next unread stretch makes a new one).
 */
const onChatMessage: Handler<Extract<ChatEvent, { type: 'chat.message' }>> = async (ctx, e) => {
  for (const r of e.recipients) {
    await notify(
      ctx,
      {
        type: 'message',
        actorId: e.actor_id,
        chatId: e.chat_id,
        content: e.content,
        dedupKey: `message:c${e.chat_id}:r${r.mark}`,
      },
      [r.user_id],
    )
  }
}

const onChatRead: Handler<Extract<ChatEvent, { type: 'chat.read' }>> = async (ctx, e) => {
  if (await markChatRead(ctx.db, e.user_id, e.chat_id)) await pushCounts(ctx, [e.user_id])
}

/** The chats module's events: a message notifies those without the chat open; reading clears it. */
export const chatRules: readonly NotificationRule[] = [
  on('chat.message', onChatMessage),
  on('chat.read', onChatRead),
]
