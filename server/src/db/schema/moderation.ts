import type {
  AppealState,
  ModerationDecision,
  ReportCategory,
  ReportSnapshot,
  ReportTargetType,
} from '@agora/contract'
import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { communities } from './communities.ts'
import { users } from './users.ts'

/**
 * The moderation module's tables. A report points at its target by type and id (posts, users,
 * communities, events, announcements, chat messages belong to other modules) and keeps a snapshot of
 * it as it was. A decision closes every open report of a target and is one row of the moderation log:
 * site-wide (community_id null) or one community's staff's.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    /** Whose the target is (its author, the account itself, a community's creator): history and actions. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the target is in a community: its staff see the report as well as the site admins. */
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'set null' }),
    category: text('category').$type<ReportCategory>().notNull(),
    comment: text('comment').notNull().default(''),
    snapshot: jsonb('snapshot').$type<ReportSnapshot>().notNull(),
    /** The decision that closed it; null while open. */
    actionId: integer('action_id').references(() => moderationActions.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reports_open_per_reporter_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.resolvedAt} IS NULL`),
    index('reports_open_target_idx').on(t.targetType, t.targetId).where(sql`${t.resolvedAt} IS NULL`),
    index('reports_open_community_idx').on(t.communityId).where(sql`${t.resolvedAt} IS NULL`),
    index('reports_owner_idx').on(t.ownerId),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt),
  ],
)

export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: serial('id').primaryKey(),
    /** The moderator (kept when their account goes: the log outlives it, without the name). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null: a site admin's decision; else the community whose staff decided. */
    communityId: integer('community_id').references(() => communities.id, { onDelete: 'set null' }),
    decision: text('decision').$type<ModerationDecision>().notNull(),
    targetType: text('target_type').$type<ReportTargetType>().notNull(),
    targetId: integer('target_id').notNull(),
    targetUserId: integer('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    suspendedUntil: timestamp('suspended_until', { withTimezone: true }),
    /** The target as the first report saw it: the log's evidence after the content is gone. */
    snapshot: jsonb('snapshot').$type<ReportSnapshot>(),
    appealText: text('appeal_text'),
    appealState: text('appeal_state').$type<AppealState>(),
    appealedAt: timestamp('appealed_at', { withTimezone: true }),
    appealReason: text('appeal_reason'),
    appealDecidedBy: integer('appeal_decided_by').references(() => users.id, { onDelete: 'set null' }),
    appealDecidedAt: timestamp('appeal_decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('moderation_actions_log_idx').on(t.communityId, t.id.desc()),
    index('moderation_actions_target_user_idx').on(t.targetUserId, t.id.desc()),
    index('moderation_actions_pending_appeal_idx').on(t.appealedAt).where(sql`${t.appealState} = 'pending'`),
  ],
)
