import type { Role } from '@agora/contract'
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db/client.ts'
import { sessions } from '../../db/schema/auth.ts'
import { liveAccountExists, viewerAccountOf } from '../users/index.ts'

export type SessionRow = typeof sessions.$inferSelect

export async function insertSession(
  db: Executor,
  values: { userId: number; now: Date; userAgent: string | null; ip: string | null },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      createdAt: values.now,
      lastUsedAt: values.now,
      userAgent: values.userAgent,
      ip: values.ip,
    })
    .returning()
  return row!
}

/** The session if it belongs to that user, is not revoked and was used after `idleSince`. */
export async function findLiveSession(
  db: Executor,
  sessionId: number,
  userId: number,
  idleSince: Date,
): Promise<SessionRow | undefined> {
  // A deleted account's sessions are revoked with it; the join refuses its tokens even so.
  const [row] = await db
    .select({ session: sessions })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, idleSince),
        liveAccountExists(sessions.userId),
      ),
    )
  return row?.session
}

export async function touchSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId))
}

export async function revokeSession(db: Executor, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** The user's live sessions (not revoked, used after `idleSince`), the most recently used first. */
export async function listLiveSessions(db: Executor, userId: number, idleSince: Date): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.lastUsedAt, idleSince)))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
}

/** Revokes one live session of the user; false when it is not theirs or already ended. */
export async function revokeSessionOfUser(
  db: Executor,
  userId: number,
  sessionId: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id })
  return rows.length > 0
}

/** Revokes every live session of the user except `keepSessionId` (when given). */
export async function revokeSessionsOfUser(
  db: Executor,
  userId: number,
  now: Date,
  keepSessionId?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
      ),
    )
    .returning({ id: sessions.id })
  return rows.length
}

/**
 * Who a token speaks for, in one prepared query per database handle: every authenticated request runs
 * it, so it joins the session to its user instead of asking twice, and skips drizzle's query building.
 */
export function findSessionViewer(db: Db, sessionId: number, userId: number, idleSince: Date) {
  let query = viewerQueries.get(db)
  if (!query) {
    query = prepareViewerQuery(db)
    viewerQueries.set(db, query)
  }
  return query.execute({ sessionId, userId, idleSince: idleSince.toISOString() }).then((rows) => rows[0])
}

const viewerQueries = new WeakMap<Db, ReturnType<typeof prepareViewerQuery>>()

function prepareViewerQuery(db: Db) {
  return db
    .select({
      id: sql<number>`account.id`,
      sessionId: sessions.id,
      isVerified: sql<boolean>`account.is_verified`,
      role: sql<Role>`account.role`,
      universityId: sql<number | null>`account.university_id`,
      graphVersion: sql<number>`account.graph_version`,
    })
    .from(sessions)
    .innerJoin(sql`LATERAL (${viewerAccountOf(sessions.userId)}) AS account`, sql`true`)
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.lastUsedAt, sql`${sql.placeholder('idleSince')}::timestamptz`),
      ),
    )
    .prepare('auth_session_viewer')
}
