import { sql } from 'drizzle-orm'
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The follow graph, owned by the users module. A follow of a private account starts as 'pending'
 * (a follow request) until its owner approves it. The feed reads it through the users module's
 * exported SQL fragments, never directly.
 */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['accepted', 'pending'] })
      .notNull()
      .default('accepted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId, t.status),
    index('follows_accepted_follower_idx')
      .on(t.followerId, t.followeeId)
      .where(sql`${t.status} = 'accepted'`),
  ],
)
