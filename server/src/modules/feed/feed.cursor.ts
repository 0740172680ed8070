import { z } from 'zod'
import { invalidField } from '../../platform/errors.ts'
import type { ItemKind } from './feed.ranking.ts'

/** One item kind in a For You snapshot. */
export interface Served {
  /** The newest id of that kind when the reader opened the feed: later ones wait for a refresh. */
  maxId: number
  /** Ids already served, whatever their order. */
  seen: number[]
}

/**
 * Where a reader stands in the For You list. Its candidates and their order are fixed by the
 * snapshot taken at page 0 (the newest id of each kind then, and the time then), so items written
 * since do not shift it; the ids already served travel along, so that an item whose counters changed
 * between two pages (and so moved in the ranking) is never served twice.
 */
export interface ForYouPosition {
  /** The time of the snapshot in whole seconds: ages and candidate windows count from it. */
  now: number
  /** How many pages were served (the next page's index, batchIndex). */
  page: number
  /** Posts, events and academic announcements: each kind has ids of its own. */
  items: Record<ItemKind, Served>
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
const MaxId = z.number().int().nonnegative().max(2_147_483_647)
/** Gaps in base 36; empty when nothing of that kind was served. */
const Packed = z.string().regex(/^([0-9a-z]+(\.[0-9a-z]+)*)?$/)
const WireServed = z.strictObject({ m: MaxId, s: Packed })

// The wire form is short-keyed JSON: the cursor travels in a query string on every page.
const Wire = z.strictObject({
  v: z.literal(1),
  f: z.union([z.strictObject({ b: Id }), z.literal(0)]).optional(),
  y: z
    .union([
      // m and s are the posts'; e and a the events' and the announcements' (absent: none yet).
      z.strictObject({
        m: MaxId,
        // The ranking's clock in seconds: a time a Date can hold and SQL can compare (2100 at the latest).
        t: z
          .number()
          .int()
          .positive()
          .max(Date.UTC(2100, 0, 1) / 1000),
        p: z.number().int().min(1).max(MAX_SEEN),
        s: Packed,
        e: WireServed.optional(),
        a: WireServed.optional(),
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
    const pack = ({ maxId, seen }: Served) => ({ m: maxId, s: packIds(maxId, seen) })
    wire.y = y
      ? { ...pack(y.items.post), t: y.now, p: y.page, e: pack(y.items.event), a: pack(y.items.academic) }
      : 0
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
      const unpack = (w: { m: number; s: string } | undefined): Served => {
        if (!w) return { maxId: 0, seen: [] }
        const seen = unpackIds(w.m, w.s)
        if (!seen) throw invalid()
        return { maxId: w.m, seen }
      }
      const items = { post: unpack({ m: y.m, s: y.s }), event: unpack(y.e), academic: unpack(y.a) }
      if (items.post.seen.length + items.event.seen.length + items.academic.seen.length === 0) throw invalid()
      cursor.forYou = { now: y.t, page: y.p, items }
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
  if (packed === '') return []
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
