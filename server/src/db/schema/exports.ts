import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The exports module's table (issue 16): one row per data export a person asked for. A pending row is
 * prepared by the exports job, which stores the ZIP as a private file (`file_key`, never served as
 * /static) and marks it ready; another job removes the file and the row once `expires_at` passed. At
 * most one pending row per person (the partial unique index decides a race of two requests).
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    fileKey: text('file_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_one_pending').on(t.userId).where(sql`${t.status} = 'pending'`),
    index('data_exports_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
  ],
)
