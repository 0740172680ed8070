import type { NotificationType } from '@agora/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { announcements, events } from './activities.ts'
import { communities } from './communities.ts'
import { posts } from './posts.ts'
import { users } from './users.ts'

/**
 * The notifications module's tables. A notification is one row per recipient and cause; `dedup_key`
 * names the cause (kind, actor, target), so that a listener heard on every instance, or a like
 * toggled ten times, writes it once. An undone action withdraws the unread row (it stays as the
 * marker that keeps a redo silent). Rows of the same `group_key` answer as one grouped item.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<NotificationType>().notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').references(() => announcements.id, { onDelete: 'cascade' }),
    /** The chat of a message notification (the chats module's; no key until it exists). */
    chatId: integer('chat_id'),
    followRequest: boolean('follow_request').notNull().default(false),
    content: text('content'),
    dedupKey: text('dedup_key').notNull(),
    groupKey: text('group_key'),
    isRead: boolean('is_read').notNull().default(false),
    /** Held back by the recipient's filters: listed under "filtered", never counted or pushed. */
    filtered: boolean('filtered').notNull().default(false),
    withdrawn: boolean('withdrawn').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notifications_recipient_dedup_key').on(t.recipientId, t.dedupKey),
    index('notifications_recipient_list_idx')
      .on(t.recipientId, t.isRead, t.id)
      .where(sql`NOT ${t.withdrawn} AND NOT ${t.filtered}`),
    index('notifications_recipient_group_idx').on(t.recipientId, t.groupKey, t.id),
    index('notifications_post_idx').on(t.postId),
    index('notifications_actor_idx').on(t.actorId),
  ],
)

/** Settings > Notifications: the kinds turned off and the three filters. No row: everything on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  disabledTypes: text('disabled_types').array().notNull().default(sql`'{}'::text[]`),
  filterNotFollowing: boolean('filter_not_following').notNull().default(false),
  filterNotFollowers: boolean('filter_not_followers').notNull().default(false),
  filterNewAccounts: boolean('filter_new_accounts').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A member's bell on a community: each new post there notifies them (community_post). */
export const communityBells = pgTable(
  'notification_community_bells',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.communityId] }),
    index('notification_bells_community_idx').on(t.communityId),
  ],
)

/**
 * Claims of fan-outs (an announcement to a whole university): every instance hears the event, the one
 * whose insert lands here writes the notifications. Old claims are pruned by a job.
 */
export const notificationFanouts = pgTable('notification_fanouts', {
  key: text('key').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
