import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'

/**
 * For You's widely engaged posts: the most engaged among the newest POPULAR_SCAN top-level posts of
 * the popular window, the same list for every reader. Reading it took 11 to 19 ms of each For You
 * page 1 (2,000 heap rows in created_at order, then a sort by engagement; docs/benchmarks.md), so it
 * is kept POOL_TTL_MS on each instance and database handle, like the trending lists of the peers.
 *
 * The pool is only an ordered list of ids: the candidate query applies the snapshot's bound and the
 * viewer's visibility rule to each, and the ranking reads the counters as they are now. Posts written
 * since the pool was made (above `newestId`) are read live and fill what room the pool leaves; they
 * compete with the pool's on engagement from its next refresh, within POOL_TTL_MS.
 */
export const POOL_TTL_MS = 60 * 1000

/** Widely engaged means: among this many newest posts of the window. */
export const POPULAR_SCAN = 2000

/**
 * How many of the ranked posts the pool keeps: five times what the source gives, so that a reader
 * who may not see some of the first (blocks, private authors) still gets a full source.
 */
export const POOL_SIZE = 600

export interface PopularPool {
  /** Most engaged first. */
  ids: number[]
  /** The newest post id when the pool was made. */
  newestId: number
}

const pools = new WeakMap<Executor, PopularPool & { at: number }>()

export async function popularPool(db: Executor, since: Date, now = Date.now()): Promise<PopularPool> {
  const hit = pools.get(db)
  if (hit && now - hit.at < POOL_TTL_MS) return hit
  // NULLS LAST matches posts_created_at_idx, so the newest posts come from the index in order;
  // `deleted_at IS NULL` and the other conditions are the partial index's own.
  const [newest] = await queryRows<{ id: number }>(db, sql`SELECT coalesce(max(id), 0)::int AS id FROM posts`)
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT newest.id FROM (
        SELECT p.id, p.likes_count + p.replies_count + p.repost_count + p.quote_count AS engagement
        FROM posts p
        WHERE p.created_at >= ${since.toISOString()}::timestamptz AND p.deleted_at IS NULL
          AND p.in_reply_to_id IS NULL AND p.event_id IS NULL AND p.announcement_id IS NULL
          AND p.repost_of_id IS NULL
          AND p.id <= ${newest?.id ?? 0}
        ORDER BY p.created_at DESC NULLS LAST LIMIT ${POPULAR_SCAN}) AS newest
      ORDER BY newest.engagement DESC, newest.id DESC LIMIT ${POOL_SIZE}`,
  )
  const pool = { at: now, ids: rows.map((r) => r.id), newestId: newest?.id ?? 0 }
  pools.set(db, pool)
  return pool
}
