import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core'
import { posts } from './posts.ts'
import { users } from './users.ts'

/**
 * The Following feed kept ready per reader, owned by the feed module: the ids of the top-level posts
 * and reposts of the accounts the reader follows (accepted) and the reader's own, newest first by id.
 * It is an index, not a record: database triggers (migration 0007) keep it in step with posts and
 * follows whoever writes them, and every read still applies the visibility rule, so an entry can
 * never show what the reader may not see. A feed is built on its reader's first Following page.
 */
export const homeFeeds = pgTable('home_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /**
   * Every post of this reader's Following list with an id at or above the floor is in
   * home_feed_entries; older pages come from the live query. 0 when the whole list was taken in.
   */
  floorId: integer('floor_id').notNull(),
  builtAt: timestamp('built_at', { withTimezone: true }).notNull().defaultNow(),
})

export const homeFeedEntries = pgTable(
  'home_feed_entries',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => homeFeeds.userId, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    /** The post's author, so that an unfollow removes that author's entries without a join. */
    authorId: integer('author_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.postId] })],
)
