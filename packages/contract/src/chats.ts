import { z } from 'zod'
import { ERRORS } from './catalogue.ts'
import { CHAT_LIMITS, LIMITS } from './limits.ts'
import { LinkCard } from './links.ts'
import { limitQuery } from './paging.ts'

/**
 * Chats (spec 001 sections 3 and 7, DESIGN.md "Chats"). A chat is one-to-one or a group; each member
 * has a state of their own: `active` (in the chat list), `request` (waits for the viewer's Accept or
 * Decline: someone who does not follow them wrote first), `sent` (the viewer wrote first and the
 * other person has not accepted yet) or `declined` (one-to-one: the other person declined the viewer's
 * request; the viewer can no longer write in it, issue 28).
 */
export const ChatState = z.enum(['active', 'request', 'sent', 'declined'])
export type ChatState = z.infer<typeof ChatState>

/**
 * A member as a chat shows them. `online` and `last_seen_at` are null when either side hides their
 * activity status (Settings > Direct messages): hidden both ways, as Instagram does.
 */
export const ChatUser = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  full_name: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  online: z.boolean().nullable(),
  last_seen_at: z.string().nullable(),
})
export type ChatUser = z.infer<typeof ChatUser>

/** One message (spec 001 section 3): the client adds its own failed and error flags. */
export const ChatMessage = z.object({
  id: z.number().int(),
  chat_id: z.number().int(),
  user_id: z.number().int(),
  content: z.string(),
  /** Issue 31: the card of the message's first link; null without one, or when the sender removed it. */
  link_card: LinkCard.nullable(),
  created_at: z.string(),
})
export type ChatMessage = z.infer<typeof ChatMessage>
export const ChatMessageList = z.array(ChatMessage)

/**
 * A chat of the viewer's (spec 001 section 3). `users` are the other members, still in it; the viewer
 * is not among them. `last_message` is the latest message's text, `last_message_at` its time.
 * `read_up_to` (one-to-one only, null when activity status is hidden either way): the newest message
 * id the other person has read, for "Seen".
 */
export const Chat = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  is_group_chat: z.boolean(),
  users: z.array(ChatUser),
  state: ChatState,
  last_message: z.string().nullable(),
  last_message_id: z.number().int().nullable(),
  last_message_user_id: z.number().int().nullable(),
  last_message_at: z.string().nullable(),
  unread_count: z.number().int(),
  read_up_to: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Chat = z.infer<typeof Chat>
export const ChatList = z.array(Chat)

const ChatName = z.string().trim().max(CHAT_LIMITS.groupNameMax, ERRORS.chat_name_too_long.detail)

/** POST /chats/: a one-to-one chat that already exists is answered as it is, never doubled. */
export const CreateChatRequest = z.object({
  name: ChatName.nullish(),
  is_group_chat: z.boolean().default(false),
  user_ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, ERRORS.chat_needs_people.detail)
    .max(CHAT_LIMITS.groupMaxMembers * 2),
})
export type CreateChatRequest = z.input<typeof CreateChatRequest>

/** A message's text: trimmed, 1 to 500 characters (spec 001 section 8). */
export const MessageContent = z
  .string()
  .trim()
  .min(1, ERRORS.message_empty.detail)
  .max(LIMITS.messageMaxLength, ERRORS.message_too_long.detail)
export const SendMessageRequest = z.object({
  content: MessageContent,
  /** Issue 31: false sends the message without the card of its first link. */
  link_card: z.boolean().optional(),
})
export type SendMessageRequest = z.infer<typeof SendMessageRequest>

/** GET /chats/{id}/messages/: the newest `limit`, or those before the message `before`; oldest first. */
export const MessagePageQuery = limitQuery({
  limit: CHAT_LIMITS.messagesPage,
  maxLimit: CHAT_LIMITS.messagesPage,
}).extend({ before: z.coerce.number().int().positive().max(2_147_483_647).optional() })
export type MessagePageQuery = z.input<typeof MessagePageQuery>

/** PUT /chats/{id}/messages/read: everything up to the newest message is read. */
export const ChatReadResponse = z.object({
  chat_id: z.number().int(),
  last_read_message_id: z.number().int().nullable(),
  unread_count: z.number().int(),
})
export type ChatReadResponse = z.infer<typeof ChatReadResponse>

/** GET /chats/unread-count: unread messages over active chats (the navigation's badge) and requests. */
export const ChatUnreadCount = z.object({
  unread_count: z.number().int(),
  request_count: z.number().int(),
})
export type ChatUnreadCount = z.infer<typeof ChatUnreadCount>

/** Settings > Direct messages: who may start a chat with me; whether my activity status shows. */
export const DirectMessagePolicy = z.enum(['everyone', 'following'])
export type DirectMessagePolicy = z.infer<typeof DirectMessagePolicy>
export const ChatSettings = z.object({
  who_can_message: DirectMessagePolicy,
  show_activity: z.boolean(),
})
export type ChatSettings = z.infer<typeof ChatSettings>
export const ChatSettingsPatch = ChatSettings.partial()
export type ChatSettingsPatch = z.infer<typeof ChatSettingsPatch>

/**
 * What the chat socket (/api/ws/chat/{chatId}?token=...) sends: a new message (DESIGN.md's format),
 * someone typing, someone's read mark (one-to-one, when activity status shows both ways), and
 * `ready` once it is subscribed (the client then asks since/{lastId} for what it missed), and `error`
 * when a text it sent was refused.
 */
export const ChatSocketEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: ChatMessage }),
  z.object({ type: z.literal('typing'), chat_id: z.number().int(), user_id: z.number().int() }),
  z.object({
    type: z.literal('read'),
    chat_id: z.number().int(),
    user_id: z.number().int(),
    message_id: z.number().int(),
  }),
  z.object({ type: z.literal('ready') }),
  /** A text the socket could not send (its code is the catalogue's: message_too_long, too_many_messages...). */
  z.object({ type: z.literal('error'), code: z.string() }),
])
export type ChatSocketEvent = z.infer<typeof ChatSocketEvent>

/**
 * What the per-user socket (/api/ws) says about chats: one of the viewer's chats changed (a new
 * message, which it carries, or a request, an accept, a read elsewhere, which carry none). The chat
 * list and the badge read again.
 */
export const SocketChatEvent = z.object({
  type: z.literal('chat'),
  chat_id: z.number().int(),
  message: ChatMessage.nullable(),
})
export type SocketChatEvent = z.infer<typeof SocketChatEvent>
