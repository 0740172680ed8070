import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { dataExports } from '../../db/schema/exports.ts'

export type DataExportRow = typeof dataExports.$inferSelect

/** The person's newest export, whatever its status. */
export async function findLatestExport(db: Executor, userId: number): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
    .limit(1)
  return row ?? null
}

/** One export of this person; another person's is not found, as a missing one. */
export async function findExportOf(db: Executor, userId: number, id: number): Promise<DataExportRow | null> {
  const [row] = await db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.userId, userId)))
  return row ?? null
}

/** A new pending export; null when one is pending already (the partial unique index decides a race). */
export async function insertPendingExport(
  db: Executor,
  userId: number,
  now: Date,
): Promise<DataExportRow | null> {
  const [row] = await db
    .insert(dataExports)
    .values({ userId, createdAt: now })
    .onConflictDoNothing({ target: dataExports.userId, where: sql`${dataExports.status} = 'pending'` })
    .returning()
  return row ?? null
}

/** The oldest pending exports, for the job. */
export function listPendingExports(db: Executor, limit: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.status, 'pending'))
    .orderBy(dataExports.id)
    .limit(limit)
}

/** Ready, with its file; false when the row is no longer pending (removed meanwhile). */
export async function markExportReady(
  db: Executor,
  id: number,
  fileKey: string,
  readyAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({ status: 'ready', fileKey, readyAt, expiresAt })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
    .returning({ id: dataExports.id })
  return rows.length > 0
}

export async function markExportFailed(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(dataExports)
    .set({ status: 'failed', readyAt: now, expiresAt: now })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pending')))
}

/** Exports whose time is over (ready or failed), oldest first. */
export function listExpiredExports(db: Executor, now: Date, limit: number): Promise<DataExportRow[]> {
  return db
    .select()
    .from(dataExports)
    .where(lte(dataExports.expiresAt, now))
    .orderBy(dataExports.expiresAt)
    .limit(limit)
}

export async function deleteExports(db: Executor, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(dataExports).where(inArray(dataExports.id, [...ids]))
}

/** Every export of a deleted account: the rows go, their file keys are answered for removal. */
export async function deleteExportsOf(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .delete(dataExports)
    .where(eq(dataExports.userId, userId))
    .returning({ fileKey: dataExports.fileKey })
  return rows.flatMap((row) => (row.fileKey ? [row.fileKey] : []))
}
