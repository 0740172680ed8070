import type { Executor } from '../../db/client.ts'
import type { Candidate } from './feed.ranking.ts'

/**
 * For You's candidates per snapshot, kept for the pages after the first. A snapshot (viewer, newest
 * id, time) always yields the same candidate set up to counters, and every page still hydrates its
 * posts through the visibility rule, so an entry can only be as stale as its counters: it never shows
 * a post the viewer may no longer see. Per instance and per database handle; another instance simply
 * reads the candidates again.
 */
const TTL_MS = 5 * 60 * 1000
const MAX_ENTRIES = 1000

interface Entry {
  at: number
  candidates: Candidate[]
}

const caches = new WeakMap<Executor, Map<string, Entry>>()

/**
 * The snapshot's candidates: read fresh on its first page (`reuse` false) and kept, then taken from
 * the cache by the pages after it while they are fresh enough.
 */
export async function cachedCandidates(
  db: Executor,
  key: string,
  reuse: boolean,
  load: () => Promise<Candidate[]>,
  now = Date.now(),
): Promise<Candidate[]> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const hit = reuse ? cache.get(key) : undefined
  if (hit && now - hit.at < TTL_MS) return hit.candidates
  const candidates = await load()
  cache.delete(key)
  cache.set(key, { at: now, candidates })
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const old of cache.keys()) {
    if (cache.size <= MAX_ENTRIES) break
    cache.delete(old)
  }
  return candidates
}
