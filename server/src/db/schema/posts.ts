import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
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
import { linkCards } from './links.ts'
import { universities } from './universities.ts'
import { users } from './users.ts'

/**
 * A post, a reply (in_reply_to_id), a repost (repost_of_id, no content of its own) or a quote
 * (quoted_status_id with its own content). Counters are kept on the row so that lists need no
 * aggregate queries; they change in the same transaction as the rows they count.
 */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull().default(''),
    inReplyToId: integer('in_reply_to_id').references((): AnyPgColumn => posts.id),
    repostOfId: integer('repost_of_id').references((): AnyPgColumn => posts.id),
    quotedStatusId: integer('quoted_status_id').references((): AnyPgColumn => posts.id),
    /**
     * A post published into a community (modules/communities): only its members post there; every
     * verified reader may read it under the author's visibility rule. A deleted community leaves its
     * (already removed) posts behind.
     */
    communityId: integer('community_id').references((): AnyPgColumn => communities.id, {
      onDelete: 'set null',
    }),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'set null' }),
    /**
     * A comment on an event or an announcement (modules/activities): a post of that item's thread,
     * never a top-level post (isTopLevel in posts.visibility.ts).
     */
    eventId: integer('event_id').references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id').references((): AnyPgColumn => announcements.id, {
      onDelete: 'cascade',
    }),
    published: boolean('published').notNull().default(true),
    /** A content warning (issue 16): the text and media stay folded behind it until the reader opens them. */
    contentWarning: text('content_warning'),
    /**
     * Who may reply to the thread this post starts (issue 16, Bluesky's threadgates): set on a thread's
     * first post only; replies further down follow their thread's first post.
     */
    replyPolicy: text('reply_policy', { enum: ['everyone', 'following', 'mentioned'] })
      .notNull()
      .default('everyone'),
    /** The card of the text's first link (issue 31, modules/links); null without one or when the author removed it. */
    linkCardId: integer('link_card_id').references(() => linkCards.id, { onDelete: 'set null' }),
    likesCount: integer('likes_count').notNull().default(0),
    repliesCount: integer('replies_count').notNull().default(0),
    repostCount: integer('repost_count').notNull().default(0),
    quoteCount: integer('quote_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    viewsCount: integer('views_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Profile lists and the Following feed: one author's posts, newest first.
    index('posts_user_id_idx').on(t.userId, t.id.desc()).where(sql`${t.deletedAt} IS NULL`),
    // Post search reads the posts edited since it kept a term's matches (posts.search.repository.ts).
    index('posts_edited_idx').on(t.editedAt).where(sql`${t.editedAt} IS NOT NULL`),
    index('posts_in_reply_to_idx').on(t.inReplyToId, t.id).where(sql`${t.inReplyToId} IS NOT NULL`),
    // The profile's Comments tab: one author's replies, newest first, without walking their posts.
    index('posts_replies_by_author_idx')
      .on(t.userId, t.id.desc().nullsFirst())
      .where(sql`${t.deletedAt} IS NULL AND ${t.inReplyToId} IS NOT NULL`),
    index('posts_quoted_idx').on(t.quotedStatusId).where(sql`${t.quotedStatusId} IS NOT NULL`),
    index('posts_university_idx').on(t.universityId, t.id.desc()).where(sql`${t.universityId} IS NOT NULL`),
    index('posts_event_idx').on(t.eventId, t.id).where(sql`${t.eventId} IS NOT NULL`),
    index('posts_announcement_idx').on(t.announcementId, t.id).where(sql`${t.announcementId} IS NOT NULL`),
    index('posts_community_idx').on(t.communityId, t.id.desc()).where(sql`${t.communityId} IS NOT NULL`),
    // For You candidates: recent top-level posts.
    index('posts_created_at_idx')
      .on(t.createdAt.desc())
      .where(
        sql`${t.deletedAt} IS NULL AND ${t.inReplyToId} IS NULL AND ${t.eventId} IS NULL AND ${t.announcementId} IS NULL`,
      ),
    // The feed (modules/feed): Following reads each followed author's newest top-level posts and
    // reposts by id; For You reads each author's newest top-level originals by time. `published`,
    // `id` and (for the repost rule of posts.visibility.ts) `repost_of_id` sit in the keys so
    // that both scans answer from the index alone (drizzle has no INCLUDE).
    index('posts_feed_author_idx')
      .on(t.userId, t.id.desc().nullsFirst(), t.published, t.repostOfId)
      .where(
        sql`${t.deletedAt} IS NULL AND ${t.inReplyToId} IS NULL AND ${t.eventId} IS NULL AND ${t.announcementId} IS NULL`,
      ),
    index('posts_recent_by_author_idx')
      .on(t.userId, t.createdAt.desc().nullsFirst(), t.id, t.published)
      .where(
        sql`${t.deletedAt} IS NULL AND ${t.inReplyToId} IS NULL AND ${t.eventId} IS NULL AND ${t.announcementId} IS NULL AND ${t.repostOfId} IS NULL`,
      ),
    // One live repost per user per post.
    uniqueIndex('posts_one_repost_key')
      .on(t.userId, t.repostOfId)
      .where(sql`${t.repostOfId} IS NOT NULL AND ${t.deletedAt} IS NULL`),
  ],
)

export const postMedia = pgTable(
  'post_media',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    filePath: text('file_path').notNull(),
    originalFilename: text('original_filename'),
    width: integer('width'),
    height: integer('height'),
    /** An image's description for screen readers and on request (issue 16); null when none was given. */
    altText: text('alt_text'),
    position: integer('position').notNull().default(0),
    /** The widths of the WebP copies stored beside an image (issue 31, media-store.ts variantPath). */
    variantWidths: integer('variant_widths').array().notNull().default(sql`'{}'::integer[]`),
    /** An image's ThumbHash in base64, painted while it loads; null for a video or before media:variants. */
    placeholder: text('placeholder'),
  },
  (t) => [index('post_media_post_idx').on(t.postId, t.position)],
)

/** `byUserRecent`: the pair is also listed per user, newest first (the Liked tab, saved posts). */
const userPostPair = (name: string, byUserRecent = false) =>
  pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      postId: integer('post_id')
        .notNull()
        .references(() => posts.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.postId] }),
      index(`${name}_post_idx`).on(t.postId),
      ...(byUserRecent
        ? [
            index(`${name}_user_recent_idx`).on(
              t.userId,
              // NULLS FIRST is what ORDER BY ... DESC means, so the index serves the order as written.
              t.createdAt.desc().nullsFirst(),
              t.postId.desc().nullsFirst(),
            ),
          ]
        : []),
    ],
  )

export const postLikes = userPostPair('post_likes', true)
export const postSaves = userPostPair('post_saves', true)
/** Distinct signed-in viewers of the post page (views_count). */
export const postViews = userPostPair('post_views')

export const postMentions = pgTable(
  'post_mentions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('post_mentions_user_idx').on(t.userId)],
)

/**
 * A post's poll (issue 31): its options in order, the votes each has (kept beside them, changed in the
 * vote's transaction) and when it closes. `closed_notified_at` is set by the job that tells the author
 * and the voters it closed, once.
 */
export const polls = pgTable(
  'polls',
  {
    postId: integer('post_id')
      .primaryKey()
      .references(() => posts.id, { onDelete: 'cascade' }),
    options: text('options').array().notNull(),
    votesCounts: integer('votes_counts').array().notNull(),
    multiple: boolean('multiple').notNull().default(false),
    votersCount: integer('voters_count').notNull().default(0),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedNotifiedAt: timestamp('closed_notified_at', { withTimezone: true }),
  },
  (t) => [index('polls_due_idx').on(t.closesAt).where(sql`${t.closedNotifiedAt} IS NULL`)],
)

/** Who voted for which option of a poll: private, read only for the voter's own marks and the export. */
export const pollVotes = pgTable(
  'poll_votes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => polls.postId, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    choice: integer('choice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.choice] }), index('poll_votes_user_idx').on(t.userId)],
)
