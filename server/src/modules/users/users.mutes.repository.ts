import { and, asc, eq, isNotNull, lte, or, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { mutedWords, userMutes, users } from '../../db/schema/users.ts'
import { type Page, type SummaryRow, summaryColumns } from './users.lists.repository.ts'

/** Writes and lists of mutes: accounts (user_mutes) and words (muted_words). */

/** The end of a mute `hours` from the database's now (null: until undone), as reads compare it. */
const endIn = (hours: number | null) =>
  hours === null ? null : sql`now() + make_interval(hours => ${hours}::int)`

/** Records the mute, or replaces the running one's end: a second mute sets the new duration. */
export async function upsertMute(
  db: Executor,
  muterId: number,
  mutedId: number,
  hours: number | null,
): Promise<void> {
  const expiresAt = endIn(hours)
  await db
    .insert(userMutes)
    .values({ muterId, mutedId, expiresAt })
    .onConflictDoUpdate({
      target: [userMutes.muterId, userMutes.mutedId],
      set: { expiresAt, createdAt: sql`now()` },
    })
}

export async function deleteMute(db: Executor, muterId: number, mutedId: number): Promise<boolean> {
  const rows = await db
    .delete(userMutes)
    .where(and(eq(userMutes.muterId, muterId), eq(userMutes.mutedId, mutedId)))
    .returning({ mutedId: userMutes.mutedId })
  return rows.length > 0
}

export type MutedRow = SummaryRow & { mute_expires_at: Date | string | null }

/** The accounts the viewer mutes now, most recent mute first. */
export function findMutedList(db: Executor, viewerId: number, page: Page): Promise<MutedRow[]> {
  return queryRows<MutedRow>(
    db,
    sql`SELECT ${summaryColumns(viewerId)}, m.expires_at AS mute_expires_at
      FROM ${userMutes} m JOIN ${users} u ON u.id = m.muted_id
      WHERE m.muter_id = ${viewerId} AND (m.expires_at IS NULL OR m.expires_at > now())
        AND u.deleted_at IS NULL
      ORDER BY m.created_at DESC, u.id DESC
      LIMIT ${page.limit} OFFSET ${page.skip}`,
  )
}

export interface MutedWordRow {
  id: number
  phrase: string
  createdAt: Date
  expiresAt: Date | null
}

const wordColumns = {
  id: mutedWords.id,
  phrase: mutedWords.phrase,
  createdAt: mutedWords.createdAt,
  expiresAt: mutedWords.expiresAt,
}

const runningWord = or(sql`${mutedWords.expiresAt} IS NULL`, sql`${mutedWords.expiresAt} > now()`)

/** The viewer's muted words still running, in the order they were added. */
export function findMutedWords(db: Executor, userId: number): Promise<MutedWordRow[]> {
  return db
    .select(wordColumns)
    .from(mutedWords)
    .where(and(eq(mutedWords.userId, userId), runningWord))
    .orderBy(asc(mutedWords.createdAt), asc(mutedWords.id))
}

/** Removes the person's expired muted words: they no longer count towards the limit. */
export async function deleteExpiredWords(db: Executor, userId: number): Promise<void> {
  await db
    .delete(mutedWords)
    .where(
      and(
        eq(mutedWords.userId, userId),
        isNotNull(mutedWords.expiresAt),
        lte(mutedWords.expiresAt, sql`now()`),
      ),
    )
}

export async function countMutedWords(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mutedWords)
    .where(and(eq(mutedWords.userId, userId), runningWord))
  return row?.count ?? 0
}

export interface NewMutedWord {
  userId: number
  phrase: string
  folded: string
  pattern: string
  /** How long it lasts from now; null until removed. */
  hours: number | null
}

/** Adds the word, or sets the new duration of the same folded word; `created` false for the latter. */
export async function upsertMutedWord(
  db: Executor,
  word: NewMutedWord,
): Promise<{ row: MutedWordRow; created: boolean }> {
  const [row] = await queryRows<MutedWordRow & { created: boolean }>(
    db,
    sql`INSERT INTO ${mutedWords} (user_id, phrase, folded, pattern, expires_at)
      VALUES (${word.userId}, ${word.phrase}, ${word.folded}, ${word.pattern}, ${endIn(word.hours)})
      ON CONFLICT (user_id, folded) DO UPDATE SET phrase = excluded.phrase, pattern = excluded.pattern,
        expires_at = excluded.expires_at
      RETURNING id, phrase, created_at AS "createdAt", expires_at AS "expiresAt", (xmax = 0) AS created`,
  )
  if (!row) throw new Error('muted word not written')
  const { created, ...rest } = row
  return {
    row: {
      ...rest,
      createdAt: new Date(rest.createdAt),
      expiresAt: rest.expiresAt && new Date(rest.expiresAt),
    },
    created,
  }
}

export async function findMutedWordByFolded(
  db: Executor,
  userId: number,
  folded: string,
): Promise<{ id: number } | undefined> {
  const [row] = await db
    .select({ id: mutedWords.id })
    .from(mutedWords)
    .where(and(eq(mutedWords.userId, userId), eq(mutedWords.folded, folded)))
  return row
}

/** Removes one of the person's muted words; false when they have none of that id. */
export async function deleteMutedWord(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(mutedWords)
    .where(and(eq(mutedWords.id, id), eq(mutedWords.userId, userId)))
    .returning({ id: mutedWords.id })
  return rows.length > 0
}

/** Every mute the account is part of, either side, and its muted words (account deletion). */
export async function deleteMutesOf(db: Executor, userId: number): Promise<void> {
  await db.delete(userMutes).where(or(eq(userMutes.muterId, userId), eq(userMutes.mutedId, userId)))
  await db.delete(mutedWords).where(eq(mutedWords.userId, userId))
}
