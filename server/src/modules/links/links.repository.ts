import type { LinkCard } from '@agora/contract'
import { eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { linkCards } from '../../db/schema/links.ts'

/** The links module's one table: a card per normalized URL (db/schema/links.ts). */

export type LinkCardRow = typeof linkCards.$inferSelect

/** What a fetch found: the fields of a card, or the refusal that leaves them empty. */
export type CardFields = Pick<
  LinkCardRow,
  'finalUrl' | 'title' | 'description' | 'siteName' | 'imagePath' | 'fetchedAt' | 'refusal'
>

export async function findCard(db: Executor, url: string): Promise<LinkCardRow | null> {
  const [row] = await db.select().from(linkCards).where(eq(linkCards.url, url))
  return row ?? null
}

export function findCardsById(db: Executor, ids: readonly number[]): Promise<LinkCardRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(linkCards)
    .where(inArray(linkCards.id, [...ids]))
}

/**
 * The URL's row, locked until the transaction ends: made first if there is none, as never fetched, so
 * that two instances storing the same URL's card wait for each other instead of failing.
 */
export async function lockCard(tx: Executor, url: string): Promise<LinkCardRow> {
  await tx
    .insert(linkCards)
    .values({ url, fetchedAt: new Date(0), refusal: 'pending' })
    .onConflictDoNothing({ target: linkCards.url })
  const [row] = await tx.select().from(linkCards).where(eq(linkCards.url, url)).for('update')
  return row!
}

export async function updateCard(tx: Executor, id: number, fields: CardFields): Promise<LinkCardRow> {
  const [row] = await tx.update(linkCards).set(fields).where(eq(linkCards.id, id)).returning()
  return row!
}

/**
 * For other modules' reads (the post graph, chat messages): the LinkCard of the card id in `cardId`, as
 * JSON in the contract's shape, or null when there is none or its last fetch gave none (presentCard's
 * rule, in SQL), so that a list of posts reads its cards in the same statement.
 */
export function linkCardJson(cardId: SQL): SQL<LinkCard | null> {
  return sql<LinkCard | null>`(
    SELECT json_build_object('url', lc.url, 'title', lc.title, 'description', lc.description,
      'site_name', lc.site_name, 'image_url', lc.image_path)
    FROM ${linkCards} lc WHERE lc.id = ${cardId} AND lc.refusal IS NULL AND lc.title IS NOT NULL)`
}
