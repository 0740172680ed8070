import type { Chat, ChatMessage, ChatUser } from '@agora/contract'
import { userChannel } from '../../platform/realtime.ts'
import { fullNameOf } from '../users/index.ts'
import type { MessageRow } from './chats.messages.repository.ts'
import { presenceVisible, viewerState } from './chats.policy.ts'
import type { ChatListRow } from './chats.repository.ts'

/** The hub holds a person's presence under their channel's name while any of their sockets is open. */
export const presenceKey = userChannel

export function presentMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    chat_id: m.chatId,
    user_id: m.userId,
    content: m.content,
    link_card: m.linkCard,
    created_at: new Date(m.createdAt).toISOString(),
  }
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString())

/**
 * A chat for the viewer: the other members (online and last seen only under presenceVisible: both
 * accepted the chat, no block, both show their activity), the viewer's state, and "Seen"
 * (read_up_to) for one-to-one chats under the same rule.
 */
export function presentChat(row: ChatListRow, viewerShows: boolean, online: ReadonlySet<string>): Chat {
  const others = row.others.filter((o) => o.user !== null)
  const partner = row.isGroup ? null : (row.others[0] ?? null)
  const sees = (o: ChatListRow['others'][number]) =>
    presenceVisible({
      viewerStatus: row.status,
      otherStatus: o.status,
      blockedEitherWay: o.blocked,
      viewerShows,
      otherShows: o.showActivity,
    })
  const users: ChatUser[] = others.map((o) => {
    const u = o.user!
    const visible = sees(o)
    return {
      id: u.id,
      username: u.username,
      nickname: u.nickname,
      full_name: fullNameOf(u),
      first_name: u.firstName,
      last_name: u.lastName,
      avatar_url: u.avatarUrl,
      online: visible ? online.has(presenceKey(u.id)) : null,
      last_seen_at: visible ? iso(o.lastSeenAt) : null,
    }
  })
  return {
    id: row.id,
    name: row.name,
    is_group_chat: row.isGroup,
    users,
    state: viewerState(row.isGroup, row.status, partner?.status ?? null),
    last_message: row.lastMessage,
    last_message_id: row.lastMessageId,
    last_message_user_id: row.lastMessageUserId,
    last_message_at: iso(row.lastMessageAt),
    unread_count: row.unreadCount,
    read_up_to: partner && sees(partner) ? partner.lastRead : null,
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
  }
}
