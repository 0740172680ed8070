import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './users.ts'

/**
 * The search module's table: each person's recent searches (at most SEARCH_LIMITS.history, newest
 * first). Searching the same term again moves it to the top rather than adding a row.
 *
 * The matching itself runs over the owning modules' tables with what migration 0014 adds by hand
 * (drizzle-kit does not know them, so a later db:generate leaves them alone): the pg_trgm extension,
 * the folding functions agora_fold(text) and agora_user_search_text(...), the posts' search_vector
 * column, and the trigram and full-text indexes; migration 0015 stores agora_user_search_text as the
 * generated column users.search_text, with its trigram index and a prefix index on lower(username).
 */
export const searchHistory = pgTable(
  'search_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_history_user_term_key').on(t.userId, t.term),
    index('search_history_user_recent_idx').on(t.userId, t.createdAt.desc()),
  ],
)
