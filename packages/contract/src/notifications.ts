import { z } from 'zod'
import { NOTIFICATION_KINDS, SYSTEM_NOTIFICATION_KINDS } from './limits.ts'
import { PageQuery } from './paging.ts'

/** The thirteen kinds of spec 000 section 3, which Settings > Notifications turns on and off. */
export const NotificationSettingType = z.enum(NOTIFICATION_KINDS)
export type NotificationSettingType = z.infer<typeof NotificationSettingType>
export const NOTIFICATION_TYPES = NotificationSettingType.options
/** Every kind a notification may have: the thirteen and Agora's own notices (no actor, no switch). */
export const NotificationType = z.enum([...NOTIFICATION_KINDS, ...SYSTEM_NOTIFICATION_KINDS])
export type NotificationType = z.infer<typeof NotificationType>

/** Kinds that group: the same target within a window answers as one item (Mastodon's grouping). */
export const GROUPED_TYPES: readonly NotificationType[] = ['like', 'repost', 'save', 'follow']

/** One of the latest people behind a (grouped) notification. */
export const NotificationActor = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  avatar_url: z.string().nullable(),
})
export type NotificationActor = z.infer<typeof NotificationActor>

/**
 * A notification (spec 000 section 3), or a group of them: `id` is the newest one's, `group_count`
 * how many it holds and `actors` the latest (up to three) of them, newest first. The actor fields are
 * the newest actor's. `follow_request` marks a follow that waits for approval (its click target is
 * /myprofile?followTab=requests). `content` is the text stored with it (a post's start, a message, a
 * reminder's title, a moderation reason or decision); `title` and `excerpt` name what it is about.
 */
export const Notification = z.object({
  id: z.number().int(),
  notification_type: NotificationType,
  content: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_username: z.string().nullable(),
  actor_nickname: z.string().nullable(),
  actor_avatar_url: z.string().nullable(),
  post_id: z.number().int().nullable(),
  community_id: z.number().int().nullable(),
  community_name: z.string().nullable(),
  event_id: z.number().int().nullable(),
  announcement_id: z.number().int().nullable(),
  chat_id: z.number().int().nullable(),
  follow_request: z.boolean(),
  group_count: z.number().int(),
  actors: z.array(NotificationActor),
  /** What it is about, named (issue 28): the event's or the announcement's title as it reads now. */
  title: z.string().nullable(),
  /** The post's (or the message's) text as it reads now: its first 80 characters on one line. */
  excerpt: z.string().nullable(),
})
export type Notification = z.infer<typeof Notification>
export const NotificationList = z.array(Notification)

/** new: unread; read: read; filtered: what the recipient's filters held back (Settings > Notifications). */
export const NotificationFilter = z.enum(['new', 'read', 'filtered'])
export type NotificationFilter = z.infer<typeof NotificationFilter>
export const NotificationTimeFilter = z.enum(['all', '24h', '7d', '30d'])
export type NotificationTimeFilter = z.infer<typeof NotificationTimeFilter>

/** GET /notifications/: the new tab ignores time_filter (it always uses all). */
export const NotificationListQuery = PageQuery.extend({
  filter_type: NotificationFilter.default('new'),
  time_filter: NotificationTimeFilter.default('all'),
})
export type NotificationListQuery = z.infer<typeof NotificationListQuery>

export const UnreadCount = z.object({ unread_count: z.number().int() })
export type UnreadCount = z.infer<typeof UnreadCount>

export const MarkReadRequest = z.object({ is_read: z.literal(true).default(true) }).default({ is_read: true })
export const MarkReadResponse = z.object({
  id: z.number().int(),
  is_read: z.boolean(),
  unread_count: z.number().int(),
})
export type MarkReadResponse = z.infer<typeof MarkReadResponse>
export const ReadAllResponse = z.object({ updated: z.number().int(), unread_count: z.number().int() })
export type ReadAllResponse = z.infer<typeof ReadAllResponse>

/**
 * Settings > Notifications. `types`: each kind on or off (off: none is made). The filters hold back
 * notifications from people the recipient does not follow, people who do not follow the recipient,
 * and accounts younger than 30 days: held-back ones wait in the filtered list.
 */
export const NotificationSettings = z.object({
  types: z.record(NotificationSettingType, z.boolean()),
  filter_not_following: z.boolean(),
  filter_not_followers: z.boolean(),
  filter_new_accounts: z.boolean(),
})
export type NotificationSettings = z.infer<typeof NotificationSettings>
export const NotificationSettingsPatch = z.object({
  types: z.partialRecord(NotificationSettingType, z.boolean()).optional(),
  filter_not_following: z.boolean().optional(),
  filter_not_followers: z.boolean().optional(),
  filter_new_accounts: z.boolean().optional(),
})
export type NotificationSettingsPatch = z.infer<typeof NotificationSettingsPatch>

/** A member's bell on one community: on, every new post there notifies (community_post). */
export const CommunityBell = z.object({ community_id: z.number().int(), enabled: z.boolean() })
export type CommunityBell = z.infer<typeof CommunityBell>

/** What the socket at /api/ws sends: a new notification (with the new unread count when known). */
export const SocketNotificationEvent = z.object({
  type: z.literal('notification'),
  notification: Notification.nullable(),
  unread_count: z.number().int().nullable(),
})
export type SocketNotificationEvent = z.infer<typeof SocketNotificationEvent>
export const SocketUnreadEvent = z.object({ type: z.literal('unread'), unread_count: z.number().int() })
export type SocketUnreadEvent = z.infer<typeof SocketUnreadEvent>
/** Sent once the socket's subscription is live: the client reads again what it may have missed. */
export const SocketReadyEvent = z.object({ type: z.literal('ready') })
export type SocketReadyEvent = z.infer<typeof SocketReadyEvent>
export type SocketEvent = SocketNotificationEvent | SocketUnreadEvent | SocketReadyEvent
