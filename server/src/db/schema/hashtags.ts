import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { posts } from './posts.ts'

/** The hashtags module's tables: tags and the posts filed under them (written when a post is parsed). */

export const hashtags = pgTable(
  'hashtags',
  {
    id: serial('id').primaryKey(),
    /** Lower-cased with Turkish-aware folding (İ -> i, I -> ı). */
    name: text('name').notNull(),
    postsCount: integer('posts_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('hashtags_name_key').on(t.name),
    index('hashtags_name_prefix_idx').on(sql`${t.name} text_pattern_ops`),
  ],
)

export const postHashtags = pgTable(
  'post_hashtags',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    hashtagId: integer('hashtag_id')
      .notNull()
      .references(() => hashtags.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.hashtagId] }),
    index('post_hashtags_tag_idx').on(t.hashtagId, t.postId.desc()),
    index('post_hashtags_recent_idx').on(t.createdAt.desc()),
  ],
)
