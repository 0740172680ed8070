import type { Chat, ChatMessage, ChatUser } from '@agora/contract'

/** Test-only builders of chats and messages. */
export function makeChatUser(overrides: Partial<ChatUser> = {}): ChatUser {
  return {
    id: 2,
    username: 'ayse',
    nickname: null,
    full_name: null,
    first_name: null,
    last_name: null,
    avatar_url: null,
    online: false,
    last_seen_at: null,
    ...overrides,
  }
}

export function makeChat(overrides: Partial<Chat> = {}): Chat {
  return {
    id: 7,
    name: null,
    is_group_chat: false,
    users: [makeChatUser()],
    state: 'active',
    last_message: 'Hello',
    last_message_id: 1,
    last_message_user_id: 2,
    last_message_at: new Date().toISOString(),
    unread_count: 0,
    read_up_to: null,
    created_at: new Date().toISOString(),
    updated_at: new Date().toISOString(),
    ...overrides,
  }
}

export function makeMessage(overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1,
    chat_id: 7,
    user_id: 2,
    content: 'Hello',
    link_card: null,
    created_at: new Date().toISOString(),
    ...overrides,
  }
}
