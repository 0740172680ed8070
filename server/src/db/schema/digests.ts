import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The digests module's table (issue 31): a member's mail digest choice, and when the job last wrote to
 * them or found nothing worth a mail (`last_sent_at`): either way the next look is a period later. A
 * member without a row has the default, weekly, and was never looked at.
 */
export const digestSettings = pgTable('digest_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  frequency: text('frequency', { enum: ['weekly', 'daily', 'never'] })
    .notNull()
    .default('weekly'),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
