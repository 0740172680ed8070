import { and, desc, eq, notInArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { searchHistory } from '../../db/schema/search.ts'

/** The search module's one table: each person's recent searches. */

export type HistoryRow = typeof searchHistory.$inferSelect

export function findHistory(db: Executor, userId: number, limit: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(limit)
}

/** Remembers a term (again: it moves to the top) and forgets all but the newest `keep`. */
export async function rememberTerm(
  db: Executor,
  userId: number,
  term: string,
  keep: number,
): Promise<HistoryRow> {
  const [row] = await db
    .insert(searchHistory)
    .values({ userId, term })
    .onConflictDoUpdate({
      target: [searchHistory.userId, searchHistory.term],
      set: { createdAt: sql`now()` },
    })
    .returning()
  const kept = db
    .select({ id: searchHistory.id })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(keep)
  await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.userId, userId), notInArray(searchHistory.id, kept)))
  return row!
}

/** Forgets one of the person's entries: false when there is no such entry of theirs. */
export async function forgetEntry(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(searchHistory)
    .where(and(eq(searchHistory.id, id), eq(searchHistory.userId, userId)))
    .returning({ id: searchHistory.id })
  return rows.length > 0
}

export async function forgetAll(db: Executor, userId: number): Promise<void> {
  await db.delete(searchHistory).where(eq(searchHistory.userId, userId))
}
