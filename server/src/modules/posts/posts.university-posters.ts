import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { universityMemberIdsSubquery } from '../users/index.ts'

/**
 * The members of a university who posted lately, for For You's university source: it reads a few of
 * each one's newest posts, and asking that of every member cost 23 ms of a 29 ms candidate query once
 * universities had 4,500 members each (docs/benchmarks.md), most of whom had not posted in the window.
 *
 * The list is kept per university for POSTERS_TTL_MS on each instance and database handle: someone who
 * posts for the first time in a week reaches their university's For You within that time (their
 * followers see them at once through the followed source). The list is only a set of authors to look
 * at; the candidate query still applies the window, the visibility rule and the per-author cap.
 */
export const POSTERS_TTL_MS = 5 * 60 * 1000
/** Everyone who posted in the window counts; this is a bound for a university far larger than ours. */
const MAX_POSTERS = 5000

const caches = new WeakMap<Executor, Map<number, { at: number; ids: number[] }>>()

export async function recentUniversityPosters(
  db: Executor,
  universityId: number,
  since: Date,
  now = Date.now(),
): Promise<number[]> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const hit = cache.get(universityId)
  if (hit && now - hit.at < POSTERS_TTL_MS) return hit.ids
  const rows = await queryRows<{ id: number }>(
    db,
    sql`SELECT m.id FROM (${universityMemberIdsSubquery(universityId)}) AS m(id)
      WHERE EXISTS (SELECT 1 FROM posts p WHERE p.user_id = m.id AND p.created_at >= ${since.toISOString()}::timestamptz
        AND p.deleted_at IS NULL AND p.in_reply_to_id IS NULL AND p.event_id IS NULL AND p.announcement_id IS NULL
        AND p.repost_of_id IS NULL)
      LIMIT ${MAX_POSTERS}`,
  )
  const ids = rows.map((r) => r.id)
  cache.set(universityId, { at: now, ids })
  return ids
}
