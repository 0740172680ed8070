import { firstLinkIn, type LinkCard } from '@agora/contract'
import { HttpError } from '../../platform/errors.ts'
import { parseUrl } from '../../platform/link-preview/safe-fetch.ts'
import { removeMedia } from '../../platform/media-store.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { readPage } from './links.page.service.ts'
import { presentCard } from './links.presenter.ts'
import {
  type CardFields,
  findCard,
  findCardsById,
  type LinkCardRow,
  lockCard,
  updateCard,
} from './links.repository.ts'

/**
 * Link cards (issue 31): one per normalized URL, fetched when first asked for and again when a day old,
 * a refusal remembered as long. docs/decisions.md, "Link previews".
 */

/** A card (or a refusal) is answered from the table this long, then the page is fetched again. */
export const CARD_FRESH_MS = 24 * 60 * 60 * 1000

/** A card with the id posts and messages refer to it by. */
export interface StoredLinkCard {
  id: number
  card: LinkCard
}

/**
 * The URL's card, or null when the page gives none (refused, not HTML, no title) or `url` is not an
 * http(s) address. Answered from the table when fresh; otherwise fetched, once per instance however many
 * ask at the same time. Throws only server_busy (503), when too many fetches wait already.
 */
export async function cardFor(ctx: ServiceContext, url: string): Promise<StoredLinkCard | null> {
  const key = normalizeLinkUrl(url)
  if (!key) return null
  const stored = await findCard(ctx.db, key)
  const row =
    stored && isFresh(stored, ctx.clock()) ? stored : await ctx.linkFetcher.once(key, () => refresh(ctx, key))
  const card = presentCard(row)
  return card && { id: row.id, card }
}

/**
 * The id of the card of a text's first link, for a post or a message about to be written; null when it
 * has no link, the page gives no card, or the fetchers are too busy: the text then goes out without one
 * rather than failing.
 */
export async function cardIdForText(ctx: ServiceContext, text: string): Promise<number | null> {
  const url = firstLinkIn(text)
  if (!url) return null
  try {
    return (await cardFor(ctx, url))?.id ?? null
  } catch (err) {
    if (!(err instanceof HttpError && err.code === 'server_busy')) throw err
    ctx.log.warn({ url }, 'link card skipped: the fetchers are busy')
    return null
  }
}

/** The cards of these ids, for the answers of posts and messages that carry one; refusals left out. */
export async function loadLinkCards(
  ctx: Pick<ServiceContext, 'db'>,
  ids: readonly number[],
): Promise<Map<number, LinkCard>> {
  const cards = new Map<number, LinkCard>()
  for (const row of await findCardsById(ctx.db, [...new Set(ids)])) {
    const card = presentCard(row)
    if (card) cards.set(row.id, card)
  }
  return cards
}

/**
 * The key a card is kept under: lowercase scheme and host, no default port, no fragment; path and query
 * as they are. Null for anything but an http(s) address without credentials of at most 2,048 characters.
 */
export function normalizeLinkUrl(url: string): string | null {
  const parsed = parseUrl(url)
  return typeof parsed === 'string' ? null : parsed.href
}

function isFresh(row: LinkCardRow, now: Date): boolean {
  return now.getTime() - row.fetchedAt.getTime() < CARD_FRESH_MS
}

/**
 * Fetches the page and stores what it gave. The image is stored before the row changes (and removed if
 * that fails); the card's previous image goes after the commit. If another instance stored a newer card
 * meanwhile, that one stands and this fetch's image is dropped.
 */
async function refresh(ctx: ServiceContext, url: string): Promise<LinkCardRow> {
  const startedAt = ctx.clock()
  const page = await readPage(ctx, url)
  const imagePath = page.ok && page.image ? await ctx.media.save(page.image.bytes, page.image.ext) : null
  const fields: CardFields = page.ok
    ? {
        finalUrl: page.finalUrl,
        title: page.title,
        description: page.description,
        siteName: page.siteName,
        imagePath,
        fetchedAt: startedAt,
        refusal: null,
      }
    : {
        finalUrl: page.finalUrl,
        title: null,
        description: null,
        siteName: null,
        imagePath: null,
        fetchedAt: startedAt,
        refusal: page.refusal,
      }
  let stored: { row: LinkCardRow; unused: string | null }
  try {
    stored = await ctx.db.transaction(async (tx) => {
      const current = await lockCard(tx, url)
      if (current.fetchedAt > startedAt) return { row: current, unused: imagePath }
      return { row: await updateCard(tx, current.id, fields), unused: current.imagePath }
    })
  } catch (err) {
    await removeMedia(ctx.media, [imagePath], ctx.log)
    throw err
  }
  await removeMedia(ctx.media, [stored.unused], ctx.log)
  return stored.row
}
