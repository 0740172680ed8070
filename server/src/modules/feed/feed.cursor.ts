import { z } from 'zod'
import { invalidField } from '../../platform/errors.ts'

/**
 * Where a reader stands in the For You list. Its candidates and their order are fixed by the
 * snapshot taken at page 0 (the newest post id then, and the time then), so posts written since do
 * not shift it; the ids already served travel along, so that a post whose counters changed between
 * two pages (and so moved in the ranking) is never served twice.
 */
export interface ForYouPosition {
  /** The newest post id when the reader opened the feed: later posts wait for a refresh. */
  maxId: number
  /** The time of the snapshot in whole seconds: ages and candidate windows count from it. */
  now: number
  /** How many pages were served (the next page's index, batchIndex). */
  page: number
  /** Ids already served, whatever their order. */
  seen: number[]
}

/**
 * One opaque cursor for both lists. Following is a keyset cursor on the post id (ids only grow), so a
 * page never repeats or skips a post however many arrive meanwhile. `null` marks a list that ended;
 * an absent list is one the cursor was not made for (a tab-only page).
 */
export interface FeedCursor {
  following?: { beforeId: number } | null
  forYou?: ForYouPosition | null
}

/** More than any candidate list holds (feed.ranking.ts MAX_CANDIDATES), so a real cursor always fits. */
const MAX_SEEN = 1000
const Id = z.number().int().positive().max(2_147_483_647)

// The wire form is short-keyed JSON: the cursor travels in a query string on every page.
const Wire = z.strictObject({
  v: z.literal(1),
  f: z.union([z.strictObject({ b: Id }), z.literal(0)]).optional(),
  y: z
    .union([
      z.strictObject({
        m: z.number().int().nonnegative().max(2_147_483_647),
        t: z.number().int().positive(),
        p: z.number().int().min(1).max(MAX_SEEN),
        s: z.string().regex(/^[0-9a-z]+(\.[0-9a-z]+)*$/),
      }),
      z.literal(0),
    ])
    .optional(),
})

export function encodeCursor(cursor: FeedCursor): string {
  const wire: z.infer<typeof Wire> = { v: 1 }
  if (cursor.following !== undefined) wire.f = cursor.following ? { b: cursor.following.beforeId } : 0
  if (cursor.forYou !== undefined) {
    const y = cursor.forYou
    wire.y = y ? { m: y.maxId, t: y.now, p: y.page, s: packIds(y.maxId, y.seen) } : 0
  }
  return Buffer.from(JSON.stringify(wire), 'utf8').toString('base64url')
}

/** Reads a cursor from the `after` query parameter; anything malformed is a 422 on that field. */
export function decodeCursor(text: string): FeedCursor {
  const invalid = () => invalidField(['querystring', 'after'], 'invalid_cursor')
  if (!/^[A-Za-z0-9_-]{1,8000}$/.test(text)) throw invalid()
  let json: unknown
  try {
    json = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw invalid()
  }
  const parsed = Wire.safeParse(json)
  if (!parsed.success) throw invalid()
  const { f, y } = parsed.data
  const cursor: FeedCursor = {}
  if (f !== undefined) cursor.following = f === 0 ? null : { beforeId: f.b }
  if (y !== undefined) {
    if (y === 0) cursor.forYou = null
    else {
      const seen = unpackIds(y.m, y.s)
      if (!seen) throw invalid()
      cursor.forYou = { maxId: y.m, now: y.t, page: y.p, seen }
    }
  }
  return cursor
}

/**
 * Ids below maxId, newest first, as base-36 gaps: the first from maxId, each next from the one before.
 * Served posts sit close together under maxId, so most gaps take two or three characters.
 */
export function packIds(maxId: number, ids: readonly number[]): string {
  const sorted = [...new Set(ids)].sort((a, b) => b - a)
  let previous = maxId
  const gaps = sorted.map((id) => {
    const gap = previous - id
    previous = id
    return gap.toString(36)
  })
  return gaps.join('.')
}

/** The inverse of packIds; null unless every id is positive, at most maxId and strictly decreasing. */
export function unpackIds(maxId: number, packed: string): number[] | null {
  const parts = packed.split('.')
  if (parts.length > MAX_SEEN) return null
  const ids: number[] = []
  let previous = maxId
  for (const [i, part] of parts.entries()) {
    const gap = Number.parseInt(part, 36)
    if (!Number.isSafeInteger(gap) || gap < (i === 0 ? 0 : 1)) return null
    previous -= gap
    if (previous < 1) return null
    ids.push(previous)
  }
  return ids
}
