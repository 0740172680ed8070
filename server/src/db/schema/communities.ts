import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { universities } from './universities.ts'
import { users } from './users.ts'

/**
 * The communities module's tables. A community belongs to a university; a membership is one row per
 * person and community with a status (pending until its staff accept) and a role inside that one
 * community (member, ComMod, ComAdmin). The member count is read from these rows (no counter to drift
 * when an account goes).
 */
export const communities = pgTable(
  'communities',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    avatarUrl: text('avatar_url'),
    bannerUrl: text('banner_url'),
    /** Who applied for it (the first ComAdmin); null once that account is gone. */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Its members whose accounts are live (status member, the account not a tombstone): the count
     * every answer shows and the popular tab ranks by. Kept by triggers on the memberships and on
     * account deletion (migration 0032), whoever writes (issue 32).
     */
    membersCount: integer('members_count').notNull().default(0),
  },
  (t) => [
    // The popular tab's order (communities.repository.ts: the most members, then the folded name).
    index('communities_members_idx').on(
      t.membersCount.desc().nullsFirst(),
      sql`lower(translate(${t.name}, 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû'))`,
      t.id,
    ),
    // One name per university, whatever its case (Turkish letters folded as the search folds them).
    uniqueIndex('communities_university_name_key').on(
      t.universityId,
      sql`lower(translate(${t.name}, 'İIıÇĞÖŞÜÂÎÛ', 'iiiçğöşüâîû'))`,
    ),
  ],
)

export const communityMemberships = pgTable(
  'community_memberships',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The join request's id (spec 001 "Join request" id) and the membership's. */
    id: serial('id').notNull(),
    /** pending: asked to join; invited: its staff invited them; member. */
    status: text('status', { enum: ['pending', 'invited', 'member'] }).notNull(),
    role: text('role', { enum: ['member', 'ComMod', 'ComAdmin'] })
      .notNull()
      .default('member'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    joinedAt: timestamp('joined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.userId] }),
    uniqueIndex('community_memberships_id_key').on(t.id),
    index('community_memberships_user_idx').on(t.userId, t.status),
    index('community_memberships_status_idx').on(t.communityId, t.status, t.requestedAt),
    // A community's first members as its cards show them: staff, then the earliest to join (issue 32).
    index('community_memberships_staff_idx')
      .on(t.communityId)
      .where(sql`${t.status} = 'member' AND ${t.role} <> 'member'`),
    index('community_memberships_first_idx')
      .on(t.communityId, t.joinedAt, t.userId)
      .where(sql`${t.status} = 'member' AND ${t.role} = 'member'`),
    // Exactly one ComAdmin per community (and only members hold a staff role).
    uniqueIndex('community_memberships_one_admin_key').on(t.communityId).where(sql`${t.role} = 'ComAdmin'`),
    check('community_memberships_staff_are_members', sql`${t.role} = 'member' OR ${t.status} = 'member'`),
  ],
)

export const communityBans = pgTable(
  'community_bans',
  {
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    bannedBy: integer('banned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
)

/** What the community's staff did, for its staff to read (Lemmy's modlog, per community). */
export const communityModerationLog = pgTable(
  'community_moderation_log',
  {
    id: serial('id').primaryKey(),
    communityId: integer('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A removed post (soft-deleted, so the id stays meaningful). */
    postId: integer('post_id'),
    reason: text('reason'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_moderation_log_idx').on(t.communityId, t.id.desc())],
)

/** The application wizard's requests, decided by a site admin. */
export const communityApplications = pgTable(
  'community_applications',
  {
    id: serial('id').primaryKey(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    applicantId: integer('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityName: text('community_name').notNull(),
    managerName: text('manager_name').notNull(),
    managerEmail: text('manager_email').notNull(),
    managerPhone: text('manager_phone').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('community_applications_status_idx').on(t.status, t.id.desc()),
    index('community_applications_applicant_idx').on(t.applicantId, t.id.desc()),
  ],
)
