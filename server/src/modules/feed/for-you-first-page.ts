import type { Executor } from '../../db/client.ts'
import type { Viewer } from '../../platform/auth.ts'
import type { ForYouPosition } from './feed.cursor.ts'

/**
 * A reader's For You snapshot, kept for a short while (issue 32). Page 0 is the screen students open
 * most, and taking a snapshot means reading and ranking some 500 candidates; within KEEP_MS the next
 * page 0 reuses the snapshot, so its candidates and their ranking come from the candidates cache
 * (for-you-candidates.cache.ts) and only the page's items are read, through the visibility rule as
 * always. What it may not hide, and how it does not:
 *
 * - the reader's own new posts: they lead the page (findOwnPostIdsAfter), read live;
 * - the reader's likes, saves and reposts: the page's items are read live with the viewer's flags;
 * - a follow, block, mute, muted word or membership: each counts up the reader's graph version
 *   (users.graph_version, read with the session), which is part of the key, so the next page 0 takes
 *   a new snapshot; on every instance, since the version is in the database;
 * - anything the visibility rule hides since (a deletion, a block by the author, a suspension): the
 *   items are read through the rule;
 * - other people's new posts: they wait at most KEEP_MS, inside the minute the issue allows.
 *
 * Per instance and per database handle; bounded, the oldest entries leaving first.
 */
export const KEEP_MS = 30_000
const MAX_ENTRIES = 10_000

interface Entry {
  at: number
  snapshot: ForYouPosition
}

const kept = new WeakMap<Executor, Map<string, Entry>>()

const keyOf = (viewer: Viewer) => `${viewer.id}:${viewer.universityId}:${viewer.graphVersion}`

/**
 * How long a reader's snapshot is kept: KEEP_MS less up to a third, by reader, so that readers who
 * opened the app together (a lecture's end, the bench's twenty) do not all rebuild in the same second.
 */
const keepFor = (viewer: Viewer) => KEEP_MS - ((viewer.id * 7919) % 10) * (KEEP_MS / 30)

/** The reader's kept page-0 snapshot, when one was taken less than its keep time ago under the same key. */
export function keptSnapshot(db: Executor, viewer: Viewer, nowMs: number): ForYouPosition | undefined {
  const entry = kept.get(db)?.get(keyOf(viewer))
  return entry && nowMs - entry.at >= 0 && nowMs - entry.at < keepFor(viewer) ? entry.snapshot : undefined
}

/** Keeps a page-0 snapshot just taken for the reader. */
export function keepSnapshot(db: Executor, viewer: Viewer, snapshot: ForYouPosition, nowMs: number): void {
  let map = kept.get(db)
  if (!map) {
    map = new Map()
    kept.set(db, map)
  }
  const key = keyOf(viewer)
  map.delete(key)
  map.set(key, { at: nowMs, snapshot })
  // A Map iterates in insertion order: the first keys are the oldest.
  for (const old of map.keys()) {
    if (map.size <= MAX_ENTRIES) break
    map.delete(old)
  }
}
