import { sql } from 'drizzle-orm'
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    city: text('city'),
    location: text('location'),
    founded: integer('founded'),
    /** The official number of students an administrator sets (members are its users here). */
    students: integer('students'),
    type: text('type', { enum: ['public', 'private', 'foundation'] }),
    /** Its events' dates and times are local to this zone. */
    timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
    website: text('website'),
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('universities_name_lower_key').on(sql`lower(${t.name})`)],
)

/** An address whose domain (or a subdomain of it) is listed here belongs to that university. */
export const universityDomains = pgTable(
  'university_domains',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
  },
  (t) => [uniqueIndex('university_domains_domain_key').on(t.domain)],
)

/**
 * A university's faculties (issue 17), administered by site admins and its UniAdmins. Names are
 * unique within the university, whatever their case.
 */
export const faculties = pgTable(
  'faculties',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('faculties_university_name_key').on(t.universityId, sql`lower(${t.name})`)],
)

/** A faculty's departments; `university_id` repeats the faculty's, for checks and filters in one step. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    facultyId: integer('faculty_id')
      .notNull()
      .references(() => faculties.id, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('departments_faculty_name_key').on(t.facultyId, sql`lower(${t.name})`),
    index('departments_university_idx').on(t.universityId),
  ],
)
