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
import { linkCards } from './links.ts'
import { users } from './users.ts'

/**
 * The chats module's tables (DESIGN.md "Chats"). A chat is one-to-one or a group; `direct_key`
 * ("<smaller id>:<larger id>") makes a one-to-one chat unique per pair, so starting it twice answers
 * the one that exists. `last_seq` numbers the chat's messages: a send locks the chat row, takes the
 * next number and inserts, so within a chat ids and numbers grow in commit order and
 * since/{lastId} never skips a message that commits late.
 */
export const chats = pgTable(
  'chats',
  {
    id: serial('id').primaryKey(),
    isGroup: boolean('is_group').notNull(),
    name: text('name'),
    directKey: text('direct_key'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeq: integer('last_seq').notNull().default(0),
    lastMessageId: integer('last_message_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The latest activity (a message, or the creation): the chat list's order. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chats_direct_key').on(t.directKey)],
)

/**
 * A person in a chat. `status`: active (in their list), request (waits for their Accept or Decline)
 * or declined (hidden from them). `left_at`: they deleted the chat (a one-to-one chat comes back on
 * the next message, after `cleared_up_to`; a group they left no longer reaches them).
 */
export const chatMembers = pgTable(
  'chat_members',
  {
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['active', 'request', 'declined'] }).notNull(),
    lastReadMessageId: integer('last_read_message_id'),
    clearedUpTo: integer('cleared_up_to').notNull().default(0),
    leftAt: timestamp('left_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.chatId, t.userId] }),
    index('chat_members_user_idx').on(t.userId, t.status).where(sql`${t.leftAt} IS NULL`),
  ],
)

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    /** The card of the message's first link (issue 31, modules/links); null without one or when removed. */
    linkCardId: integer('link_card_id').references(() => linkCards.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_chat_seq').on(t.chatId, t.seq),
    index('chat_messages_chat_id_idx').on(t.chatId, t.id),
  ],
)

/** Settings > Direct messages, and when the person was last online (written as their last socket closes). */
export const chatSettings = pgTable('chat_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  whoCanMessage: text('who_can_message', { enum: ['everyone', 'following'] })
    .notNull()
    .default('everyone'),
  showActivity: boolean('show_activity').notNull().default(true),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
})
