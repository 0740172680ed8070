import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { departments, faculties, universities } from './universities.ts'

/** The users module's tables: accounts, the follow graph and blocks. */

/** Numbers each change to what people search finds of an account (users.searchVersion). */
export const usersSearchVersion = pgSequence('users_search_version_seq')

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    nickname: text('nickname'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    bio: text('bio'),
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    role: text('role', { enum: ['admin', 'UniAdmin', 'user'] })
      .notNull()
      .default('user'),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'set null' }),
    /**
     * Affiliation (issue 17), self-declared and editable: a faculty and department of the account's
     * university, the year of study (1-7) and whether they graduated (alumni keep no year).
     */
    facultyId: integer('faculty_id').references(() => faculties.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    studyYear: smallint('study_year'),
    isAlumni: boolean('is_alumni').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when the account was deleted: the row stays as an anonymous tombstone (username and email
     * freed, personal fields cleared) so that replies to its soft-deleted posts keep their thread.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set by a site admin's suspension (modules/moderation): until then the account cannot sign in and
     * its posts are hidden by the visibility rule. 9999-12-31 is "for good". Past values mean nothing.
     */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The account's language ('en' or 'tr'): the mails it is sent are written in it (issue 30). */
    locale: text('locale', { enum: ['en', 'tr'] })
      .notNull()
      .default('en'),
    /**
     * Counts the changes to what the account's lists are made of: its follows, blocks (either side),
     * mutes, muted words and community memberships. Triggers keep it (migration 0031), whoever writes;
     * every request reads it with the session, and a list kept for this reader is kept under it
     * (feed/for-you-first-page.ts), so such a change shows in the reader's next request (issue 32).
     */
    graphVersion: integer('graph_version').notNull().default(0),
    /**
     * Numbers the account's last change to what people search reads (its names, university,
     * affiliation, verification, deletion, suspension): a new row takes the next number, and a
     * trigger gives a changed row the next (migration 0035), whoever writes. Each instance's people
     * index reads the rows numbered above what it has seen (users.search-index.ts, issue 32).
     */
    searchVersion: bigint('search_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('users_search_version_seq')`),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    index('users_university_id_idx').on(t.universityId),
    index('users_department_idx').on(t.departmentId).where(sql`${t.departmentId} IS NOT NULL`),
    index('users_faculty_idx').on(t.facultyId).where(sql`${t.facultyId} IS NOT NULL`),
    check('users_study_year_range', sql`${t.studyYear} BETWEEN 1 AND 7`),
    index('users_suspended_idx').on(t.suspendedUntil).where(sql`${t.suspendedUntil} IS NOT NULL`),
    index('users_search_version_idx').on(t.searchVersion),
  ],
)

/**
 * The follow graph, owned by the users module. A follow of a private account starts as 'pending'
 * (a follow request) until its owner approves it. The feed reads it through the users module's
 * exported SQL fragments, never directly.
 */
export const follows = pgTable(
  'follows',
  {
    /** The follow request's id in the API (approve and reject address a request by it). */
    id: serial('id').notNull(),
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
    uniqueIndex('follows_id_key').on(t.id),
    index('follows_followee_idx').on(t.followeeId, t.status),
    index('follows_accepted_follower_idx')
      .on(t.followerId, t.followeeId)
      .where(sql`${t.status} = 'accepted'`),
  ],
)

/**
 * A block, owned by the users module like the follow graph. Either direction hides each account's
 * posts from the other (posts.visibility.ts) and stops follows, replies, mentions and messages.
 */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
)

/**
 * A mute, owned by the users module: the muter stops seeing the muted account's posts and reposts in
 * their feeds, hashtag pages and search, and stops hearing from it in notifications; the muted
 * account is not told and sees nothing different. A null expires_at mutes until undone; an expired
 * row no longer applies (every read checks expires_at > now()).
 */
export const userMutes = pgTable(
  'user_mutes',
  {
    muterId: integer('muter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mutedId: integer('muted_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.muterId, t.mutedId] })],
)

/**
 * A muted word, phrase or hashtag of one person (docs/decisions.md, Muting). `folded` is the phrase
 * as search folds it (platform/fold.ts), one per person; `pattern` is the regular expression a post's
 * folded text is matched with, made from it when the row is written (users.mutes.text.ts).
 */
export const mutedWords = pgTable(
  'muted_words',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phrase: text('phrase').notNull(),
    folded: text('folded').notNull(),
    pattern: text('pattern').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('muted_words_user_folded_key').on(t.userId, t.folded)],
)
