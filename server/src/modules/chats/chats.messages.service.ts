import type { ChatMessage, ChatReadResponse, ChatSettings, ChatSettingsPatch } from '@agora/contract'
import { CHAT_LIMITS, firstLinkIn, LIMITS } from '@agora/contract'
import type { Viewer } from '../../platform/auth.ts'
import { forbidden, invalidField, notFound } from '../../platform/errors.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { cardIdForText } from '../links/index.ts'
import { blockedAmong } from './chats.blocks.repository.ts'
import { publishChatEvent, publishToChat, pushChatChange } from './chats.events.ts'
import {
  findSettings,
  insertMessage,
  type MessageScope,
  markChatRead,
  messagesSince,
  pageMessages,
  saveSettings,
} from './chats.messages.repository.ts'
import { canSendMessage, presenceVisible } from './chats.policy.ts'
import { presentMessage } from './chats.presenter.ts'
import { bringBackLeftMembers, counterparts, findChat, findMember, memberIds } from './chats.repository.ts'
import { requireVisibleMember } from './chats.service.ts'

/** Messages, read marks, typing and Settings > Direct messages (spec 001 section 7 "Chats"). */

/** Whoever has this chat open on a socket: `chat:<chatId>:<userId>` in the presence store. */
export const watchKey = (chatId: number, userId: number) => `chat:${chatId}:${userId}`

/** What the viewer reads of the chat: after what they cleared, and nothing of whom they are in a block with. */
async function scopeOf(ctx: ServiceContext, viewer: Viewer, chatId: number): Promise<MessageScope> {
  const member = await requireVisibleMember(ctx, viewer, chatId)
  const chat = await findChat(ctx.db, chatId)
  return { floor: member.clearedUpTo, hideBlockedFrom: chat?.isGroup ? viewer.id : null }
}

export async function getMessages(
  ctx: ServiceContext,
  viewer: Viewer,
  chatId: number,
  q: { limit: number; before?: number },
): Promise<ChatMessage[]> {
  return (await pageMessages(ctx.db, chatId, await scopeOf(ctx, viewer, chatId), q)).map(presentMessage)
}

export async function getMessagesSince(
  ctx: ServiceContext,
  viewer: Viewer,
  chatId: number,
  lastId: number,
): Promise<ChatMessage[]> {
  const scope = await scopeOf(ctx, viewer, chatId)
  return (await messagesSince(ctx.db, chatId, scope, lastId, CHAT_LIMITS.sincePage)).map(presentMessage)
}

/**
 * Stores a message, then delivers it (DESIGN.md "Chats"): to every socket of the chat on every
 * instance, to each member's own socket (list and badge), and as one "message" notification per chat
 * until read to members who do not have the chat open. HTTP and the chat socket both send through here.
 */
export async function sendMessage(
  ctx: ServiceContext,
  viewer: Viewer,
  chatId: number,
  raw: string,
  withCard = true,
): Promise<ChatMessage> {
  const content = raw.trim()
  if (!content) throw invalidField(['body', 'content'], 'message_empty')
  if ([...content].length > LIMITS.messageMaxLength)
    throw invalidField(['body', 'content'], 'message_too_long')
  // Issue 31: the composer's preview has usually stored the card already; the sender may remove it.
  // Nothing is fetched for someone who cannot write here.
  const wantsCard = withCard && firstLinkIn(content) !== null
  if (wantsCard) await requireVisibleMember(ctx, viewer, chatId)
  const linkCardId = wantsCard ? await cardIdForText(ctx, content) : null
  const sent = await ctx.db.transaction(async (tx) => {
    const chat = await findChat(tx, chatId, true)
    const member = chat ? await findMember(tx, chatId, viewer.id) : null
    if (!chat || !member || member.left || member.status === 'declined') throw notFound('chat_not_found')
    const members = await memberIds(tx, chatId)
    const partner = chat.isGroup ? null : members.find((m) => m.userId !== viewer.id)
    const direct = partner
      ? {
          blockedEitherWay:
            (await counterparts(tx, viewer.id, [partner.userId])).get(partner.userId)?.blockedEitherWay ??
            true,
          partnerDeclined: partner.status === 'declined',
        }
      : null
    if (!canSendMessage(member, direct)) {
      // A block says nothing more; a declined request the sender already sees in the chat.
      throw forbidden(
        direct?.partnerDeclined && !direct.blockedEitherWay ? 'chat_request_declined' : 'cannot_message_user',
      )
    }
    const message = await insertMessage(tx, {
      chatId,
      userId: viewer.id,
      content,
      linkCardId,
      at: ctx.clock(),
    })
    if (!chat.isGroup) await bringBackLeftMembers(tx, chatId)
    // In a group, members in a block with the sender hear nothing of it (issue 30).
    const hidden = chat.isGroup
      ? await blockedAmong(
          tx,
          viewer.id,
          members.map((m) => m.userId),
        )
      : new Set<number>()
    return { message, members, isGroup: chat.isGroup, hidden }
  })
  const message = presentMessage(sent.message)
  // Each instance's chat sockets leave out whoever is in a block with the sender (chats.socket.ts).
  await publishToChat(ctx, chatId, { type: 'message', message })
  // A one-to-one chat came back to whoever had deleted it; a group no longer reaches those who left.
  const inChat = sent.members.filter(
    (m) => m.status !== 'declined' && (!m.left || !sent.isGroup) && !sent.hidden.has(m.userId),
  )
  await pushChatChange(
    ctx,
    chatId,
    inChat.map((m) => m.userId),
    message,
  )
  const others = inChat.filter((m) => m.userId !== viewer.id)
  const watching = await ctx.presence.held(others.map((m) => watchKey(chatId, m.userId)))
  const recipients = others
    .filter((m) => m.status === 'active' && !watching.has(watchKey(chatId, m.userId)))
    .map((m) => ({ user_id: m.userId, mark: m.lastRead }))
  if (recipients.length > 0) {
    await publishChatEvent(ctx, {
      type: 'chat.message',
      chat_id: chatId,
      message_id: message.id,
      actor_id: viewer.id,
      content: content.slice(0, 100),
      recipients,
    })
  }
  return message
}

/** PUT /chats/{id}/messages/read: read up to the newest message; the other person may see "Seen". */
export async function readChat(
  ctx: ServiceContext,
  viewer: Viewer,
  chatId: number,
): Promise<ChatReadResponse> {
  await requireVisibleMember(ctx, viewer, chatId)
  const mark = await markChatRead(ctx.db, chatId, viewer.id)
  const chat = await findChat(ctx.db, chatId)
  if (mark !== null && chat && !chat.isGroup && (await sharesActivity(ctx, viewer.id, chatId))) {
    await publishToChat(ctx, chatId, { type: 'read', chat_id: chatId, user_id: viewer.id, message_id: mark })
  }
  await pushChatChange(ctx, chatId, [viewer.id], null)
  await publishChatEvent(ctx, { type: 'chat.read', chat_id: chatId, user_id: viewer.id })
  return { chat_id: chatId, last_read_message_id: mark, unread_count: 0 }
}

/** POST /chats/{id}/typing: said to the chat's sockets, in one-to-one chats only when both show activity. */
export async function typing(ctx: ServiceContext, viewer: Viewer, chatId: number): Promise<void> {
  const member = await requireVisibleMember(ctx, viewer, chatId)
  if (member.status !== 'active') return
  const chat = await findChat(ctx.db, chatId)
  if (!chat || (!chat.isGroup && !(await sharesActivity(ctx, viewer.id, chatId)))) return
  await publishToChat(ctx, chatId, { type: 'typing', chat_id: chatId, user_id: viewer.id })
}

/**
 * Typing and "Seen" pass between the two people of a one-to-one chat only under presenceVisible: both
 * accepted it, no block stands between them, both show their activity (issue 30).
 */
async function sharesActivity(ctx: ServiceContext, viewerId: number, chatId: number): Promise<boolean> {
  const members = await memberIds(ctx.db, chatId)
  const me = members.find((m) => m.userId === viewerId)
  const partner = members.find((m) => m.userId !== viewerId)
  if (!me || !partner) return false
  const [mine, theirs, blocked] = await Promise.all([
    findSettings(ctx.db, viewerId),
    findSettings(ctx.db, partner.userId),
    blockedAmong(ctx.db, viewerId, [partner.userId]),
  ])
  return presenceVisible({
    viewerStatus: me.status,
    otherStatus: partner.status,
    blockedEitherWay: blocked.has(partner.userId),
    viewerShows: mine.showActivity,
    otherShows: theirs.showActivity,
  })
}

export async function getChatSettings(ctx: ServiceContext, viewer: Viewer): Promise<ChatSettings> {
  const s = await findSettings(ctx.db, viewer.id)
  return { who_can_message: s.whoCanMessage, show_activity: s.showActivity }
}

export async function updateChatSettings(
  ctx: ServiceContext,
  viewer: Viewer,
  patch: ChatSettingsPatch,
): Promise<ChatSettings> {
  await saveSettings(ctx.db, viewer.id, {
    ...(patch.who_can_message !== undefined && { whoCanMessage: patch.who_can_message }),
    ...(patch.show_activity !== undefined && { showActivity: patch.show_activity }),
  })
  return getChatSettings(ctx, viewer)
}
