import type { Chat, ChatUser } from '@agora/contract'
import { displayName } from '@/lib/display-name.ts'

/** The other person of a one-to-one chat (null in a group, or when they left). */
export function partnerOf(chat: Pick<Chat, 'is_group_chat' | 'users'>): ChatUser | null {
  return chat.is_group_chat ? null : (chat.users[0] ?? null)
}

/** A chat's title: the group's name (or its members' names), or the other person's name. */
export function chatTitle(chat: Pick<Chat, 'is_group_chat' | 'users' | 'name'>, fallback: string): string {
  if (chat.is_group_chat) return chat.name?.trim() || chat.users.map(displayName).join(', ') || fallback
  const partner = partnerOf(chat)
  return partner ? displayName(partner) : fallback
}

/** The unread badge's text: the count, capped at 99+. */
export function unreadText(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}
