import type {
  AppealState,
  MemberPreview,
  ModerationDecision,
  ReportCategory,
  ReportSnapshot,
  ReportTargetType,
} from '@agora/contract'
import { and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { moderationActions, reports } from '../../db/schema/moderation.ts'
import { userCardJson } from '../users/index.ts'

/** The moderation module's rows: reports and decisions (db/schema/moderation.ts). */

export interface NewReport {
  reporterId: number
  targetType: ReportTargetType
  targetId: number
  ownerId: number | null
  communityId: number | null
  category: ReportCategory
  comment: string
  snapshot: ReportSnapshot
  at: Date
}

/** Files a report; null when the reporter already has an open one about the same target. */
export async function insertReport(db: Executor, r: NewReport): Promise<number | null> {
  const [row] = await db
    .insert(reports)
    .values({ ...r, createdAt: r.at })
    .onConflictDoNothing()
    .returning({ id: reports.id })
  return row?.id ?? null
}

export interface OpenReportRow {
  id: number
  targetType: ReportTargetType
  targetId: number
  ownerId: number | null
  communityId: number | null
  category: ReportCategory
  comment: string
  snapshot: ReportSnapshot
  createdAt: Date
  reporter: MemberPreview | null
  reporterReports: number
  reporterDismissed: number
  owner: MemberPreview | null
  ownerActions: number
  ownerReports: number
}

/**
 * Open reports of the oldest `limit` open targets (the queue's cases), with each reporter's and owner's
 * history; `communityId` keeps one community's (its staff's queue).
 */
export async function listOpenReports(
  db: Executor,
  scope: { communityId?: number },
  limit: number,
): Promise<OpenReportRow[]> {
  const inScope = scope.communityId === undefined ? sql`true` : sql`r.community_id = ${scope.communityId}`
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`
    WITH cases AS (
      SELECT r.target_type, r.target_id, min(r.id) AS first_id FROM ${reports} r
      WHERE r.resolved_at IS NULL AND ${inScope}
      GROUP BY r.target_type, r.target_id ORDER BY first_id LIMIT ${limit}
    )
    SELECT r.id, r.target_type, r.target_id, r.owner_id, r.community_id, r.category, r.comment, r.snapshot,
      r.created_at,
      ${userCardJson(sql`r.reporter_id`)} AS reporter,
      (SELECT count(*)::int FROM ${reports} x WHERE x.reporter_id = r.reporter_id) AS reporter_reports,
      (SELECT count(*)::int FROM ${reports} x JOIN ${moderationActions} a ON a.id = x.action_id
        WHERE x.reporter_id = r.reporter_id AND a.decision = 'dismiss') AS reporter_dismissed,
      ${userCardJson(sql`r.owner_id`)} AS owner,
      (SELECT count(*)::int FROM ${moderationActions} a
        WHERE a.target_user_id = r.owner_id AND a.decision <> 'dismiss') AS owner_actions,
      (SELECT count(*)::int FROM ${reports} x WHERE x.owner_id = r.owner_id) AS owner_reports
    FROM ${reports} r JOIN cases c ON c.target_type = r.target_type AND c.target_id = r.target_id
    WHERE r.resolved_at IS NULL AND ${inScope}
    ORDER BY c.first_id, r.id`,
  )
  return rows.map((r) => ({
    id: Number(r.id),
    targetType: r.target_type as ReportTargetType,
    targetId: Number(r.target_id),
    ownerId: r.owner_id === null ? null : Number(r.owner_id),
    communityId: r.community_id === null ? null : Number(r.community_id),
    category: r.category as ReportCategory,
    comment: String(r.comment),
    snapshot: r.snapshot as ReportSnapshot,
    createdAt: new Date(r.created_at as string),
    reporter: cardOf(r.reporter),
    reporterReports: Number(r.reporter_reports),
    reporterDismissed: Number(r.reporter_dismissed),
    owner: cardOf(r.owner),
    ownerActions: Number(r.owner_actions),
    ownerReports: Number(r.owner_reports),
  }))
}

function cardOf(raw: unknown): MemberPreview | null {
  if (!raw) return null
  const card = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    id: number
    username: string
    avatarUrl: string | null
  }
  return { id: Number(card.id), username: card.username, avatar_url: card.avatarUrl }
}

/** The open reports of one target (a case), oldest first; `lock` inside the decision's transaction. */
export async function findOpenReports(
  db: Executor,
  targetType: ReportTargetType,
  targetId: number,
  lock = false,
) {
  const q = db
    .select()
    .from(reports)
    .where(
      and(eq(reports.targetType, targetType), eq(reports.targetId, targetId), isNull(reports.resolvedAt)),
    )
    .orderBy(reports.id)
  return lock ? q.for('update') : q
}

export async function closeReports(db: Executor, ids: readonly number[], actionId: number, at: Date) {
  if (ids.length === 0) return
  await db
    .update(reports)
    .set({ actionId, resolvedAt: at })
    .where(
      sql`${reports.id} IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
}

export type ActionRow = typeof moderationActions.$inferSelect
export type NewAction = typeof moderationActions.$inferInsert

export async function insertAction(db: Executor, a: NewAction): Promise<ActionRow> {
  const [row] = await db.insert(moderationActions).values(a).returning()
  return row!
}

export async function findAction(db: Executor, id: number, forUpdate = false): Promise<ActionRow | null> {
  const q = db.select().from(moderationActions).where(eq(moderationActions.id, id)).limit(1)
  const [row] = forUpdate ? await q.for('update') : await q
  return row ?? null
}

export async function updateAppeal(
  db: Executor,
  id: number,
  patch: {
    appealText?: string
    appealState: AppealState
    appealedAt?: Date
    appealReason?: string
    appealDecidedBy?: number
    appealDecidedAt?: Date
  },
): Promise<void> {
  await db.update(moderationActions).set(patch).where(eq(moderationActions.id, id))
}

export interface ActionListRow extends ActionRow {
  actor: MemberPreview | null
  targetUser: MemberPreview | null
}

/** Decisions, newest first: the site log, one person's, or the appeals waiting (`where`). */
export async function listActions(
  db: Executor,
  where: SQL,
  page: { skip: number; limit: number },
): Promise<ActionListRow[]> {
  const rows = await db
    .select({
      action: moderationActions,
      actor: sql<unknown>`${userCardJson(sql`${moderationActions.actorId}`)}`,
      targetUser: sql<unknown>`${userCardJson(sql`${moderationActions.targetUserId}`)}`,
    })
    .from(moderationActions)
    .where(where)
    .orderBy(desc(moderationActions.id))
    .offset(page.skip)
    .limit(page.limit)
  return rows.map((r) => ({ ...r.action, actor: cardOf(r.actor), targetUser: cardOf(r.targetUser) }))
}

export const actionIdIs = (id: number) => sql`${moderationActions.id} = ${id}`
export const siteLog = sql`${moderationActions.communityId} IS NULL`
export const pendingAppeals = sql`${moderationActions.appealState} = 'pending'`
/** The decision that suspended `userId` and still holds (not overturned, not yet over). */
export const suspensionOf = (userId: number) =>
  sql`${moderationActions.targetUserId} = ${userId} AND ${moderationActions.suspendedUntil} > now()
    AND ${moderationActions.appealState} IS DISTINCT FROM 'overturned'`
export const againstUser = (userId: number) =>
  sql`${moderationActions.targetUserId} = ${userId} AND ${moderationActions.decision} <> 'dismiss'`

export type { ModerationDecision }
