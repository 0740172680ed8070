import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { communities } from './communities.ts'
import { universities } from './universities.ts'
import { users } from './users.ts'

/**
 * The activities module's tables: events (of a university or, from the communities issue, of a
 * community) and academic announcements (of a university), with their likes, saves and attendance.
 * Dates are the organiser's local date and time in `time_zone`; `starts_at` is that instant, kept
 * for ordering and "upcoming". Counters live on the row and change in the same transaction as the
 * rows they count. Deleting is soft (the calendar feed carries a cancellation); `sequence` counts
 * edits (RFC 5545 SEQUENCE).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'cascade' }),
    communityId: integer('community_id').references((): AnyPgColumn => communities.id, {
      onDelete: 'cascade',
    }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm, local; null when an edit removed it. */
    time: text('time'),
    location: text('location'),
    bannerUrl: text('banner_url'),
    timeZone: text('time_zone').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    attendeesCount: integer('attendees_count').notNull().default(0),
    /** At most this many attendees (issue 17); null: no limit. Lowering it bumps no one. */
    capacity: integer('capacity'),
    waitlistCount: integer('waitlist_count').notNull().default(0),
    checkedInCount: integer('checked_in_count').notNull().default(0),
    /** The base32 TOTP secret of the check-in code, made on the organiser's first look; never answered. */
    checkInSecret: text('check_in_secret'),
    sequence: integer('sequence').notNull().default(0),
    edited: boolean('edited').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('events_one_parent', sql`(${t.universityId} IS NULL) <> (${t.communityId} IS NULL)`),
    check('events_capacity_range', sql`${t.capacity} IS NULL OR ${t.capacity} BETWEEN 1 AND 100000`),
    index('events_university_idx').on(t.universityId, t.startsAt).where(sql`${t.deletedAt} IS NULL`),
    index('events_community_idx').on(t.communityId, t.startsAt).where(sql`${t.deletedAt} IS NULL`),
    index('events_starts_at_idx').on(t.startsAt).where(sql`${t.deletedAt} IS NULL`),
  ],
)

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    bannerUrl: text('banner_url'),
    timeZone: text('time_zone').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    savesCount: integer('saves_count').notNull().default(0),
    sequence: integer('sequence').notNull().default(0),
    edited: boolean('edited').notNull().default(false),
    /**
     * Its audience (issue 17): members of these faculties or departments, in these years of study.
     * Empty lists do not narrow: all three empty is the whole university.
     */
    audienceFacultyIds: integer('audience_faculty_ids').array().notNull().default(sql`'{}'::integer[]`),
    audienceDepartmentIds: integer('audience_department_ids').array().notNull().default(sql`'{}'::integer[]`),
    audienceYears: integer('audience_years').array().notNull().default(sql`'{}'::integer[]`),
    /** Targeted students are asked to confirm "I have read this" (announcement_acks). */
    requiresAck: boolean('requires_ack').notNull().default(false),
    /** The one reminder to those who have not confirmed, when it was sent. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    /** A local date by which something is due: it appears in the calendar feed. */
    deadline: date('deadline', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('announcements_university_idx')
      .on(t.universityId, t.date.desc(), t.id.desc())
      .where(sql`${t.deletedAt} IS NULL`),
  ],
)

/** One row per person and item: a like, a save or (events) an attendance. */
function pair(name: string, target: 'event' | 'announcement') {
  const parent = target === 'event' ? events : announcements
  return pgTable(
    name,
    {
      userId: integer('user_id')
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      itemId: integer(`${target}_id`)
        .notNull()
        .references(() => parent.id, { onDelete: 'cascade' }),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (t) => [
      primaryKey({ columns: [t.userId, t.itemId] }),
      index(`${name}_item_idx`).on(t.itemId),
      index(`${name}_user_idx`).on(t.userId, t.createdAt.desc()),
    ],
  )
}

export const eventLikes = pair('event_likes', 'event')
export const eventSaves = pair('event_saves', 'event')
export const eventAttendees = pair('event_attendees', 'event')
export const announcementLikes = pair('announcement_likes', 'announcement')
export const announcementSaves = pair('announcement_saves', 'announcement')
/** "I have read this" of a targeted student (issue 17): once, never withdrawn. */
export const announcementAcks = pair('announcement_acks', 'announcement')

/**
 * People waiting for a place at a full event (issue 17), in the order they joined: `id` breaks ties
 * of the same instant. The first is moved in when an attendee leaves.
 */
export const eventWaitlist = pgTable(
  'event_waitlist',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('event_waitlist_event_user').on(t.eventId, t.userId),
    index('event_waitlist_order_idx').on(t.eventId, t.id),
    index('event_waitlist_user_idx').on(t.userId),
  ],
)

/** Attendees who checked in with the event's rotating code (issue 17), once each. */
export const eventCheckIns = pgTable(
  'event_check_ins',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.userId] }),
    index('event_check_ins_list_idx').on(t.eventId, t.createdAt, t.userId),
    index('event_check_ins_user_idx').on(t.userId),
  ],
)

/** A person's private calendar address (GET /calendar/{token}.ics); reset makes a new token. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
