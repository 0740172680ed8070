import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { prepared } from '../../db/prepared.ts'
import { homeFeedEntries, homeFeeds } from '../../db/schema/feed.ts'
import { findFollowingCandidates, findFollowingIds, isVisibleUnmutedPost, NO_CURSOR } from '../posts/index.ts'

/**
 * The built Following feed (db/schema/feed.ts): a page is a backward walk of the reader's entries
 * with the visibility rule and the reader's mutes on each (entries are stored unmuted), instead of probing every followed account's posts. Triggers keep
 * the entries in step with posts and follows (migrations 0007 and 0008); this file builds a reader's
 * feed on first use and reads it, falling back to the live query below the feed's floor.
 */

/** How many of the newest posts a feed is built with; older pages come from the live query. */
export const HOME_FEED_BUILD_SIZE = 400

/** One page of Following ids below `beforeId`, newest first, as findFollowingIds answers it. */
export async function findHomeFeedIds(
  db: Executor,
  viewerId: number,
  beforeId: number | null,
  limit: number,
  buildSize = HOME_FEED_BUILD_SIZE,
): Promise<number[]> {
  const before = beforeId ?? NO_CURSOR
  let rows = await readEntries(db, viewerId, before, limit)
  if (rows.length === 0) {
    await buildHomeFeed(db, viewerId, buildSize)
    rows = await readEntries(db, viewerId, before, limit)
  }
  const floor = rows[0]?.floor ?? NO_CURSOR
  const ids = rows.flatMap((r) => (r.id === null ? [] : [r.id]))
  // Entries hold every post at or above the floor; the rest of the page lies below it.
  if (ids.length >= limit || floor === 0) return ids
  return [...ids, ...(await findFollowingIds(db, viewerId, Math.min(before, floor), limit - ids.length))]
}

interface EntryRow {
  floor: number
  id: number | null
}

/** The feed's floor with its visible entries below `before` (one row with a null id when none); [] when unbuilt. */
async function readEntries(
  db: Executor,
  viewerId: number,
  before: number,
  limit: number,
): Promise<EntryRow[]> {
  const query = prepared(db, 'home_feed_page', prepareRead)
  return query.execute({ viewer: viewerId, before, limit })
}

function prepareRead(db: Executor) {
  const viewer = sql.placeholder('viewer')
  return db
    .select({ floor: homeFeeds.floorId, id: sql<number | null>`page.id` })
    .from(homeFeeds)
    .leftJoin(
      sql`LATERAL (
        SELECT ${homeFeedEntries.postId} AS id FROM ${homeFeedEntries}
        WHERE ${homeFeedEntries.userId} = ${homeFeeds.userId} AND ${homeFeedEntries.postId} < ${sql.placeholder('before')}
          AND ${homeFeedEntries.postId} >= ${homeFeeds.floorId} AND ${isVisibleUnmutedPost(sql`${homeFeedEntries.postId}`, viewer)}
        ORDER BY ${homeFeedEntries.postId} DESC LIMIT ${sql.placeholder('limit')}) AS page`,
      sql`true`,
    )
    .where(eq(homeFeeds.userId, viewer))
    .orderBy(sql`page.id DESC`)
    .prepare('home_feed_page')
}

/**
 * Builds the reader's feed from the live list. The home_feeds row goes in first, with its floor above
 * every id, so that the triggers start adding new posts while the list is read (reads meanwhile take
 * the live query); then the entries go in and the floor comes down to the oldest of them, or to 0
 * when the reader's whole list fitted. Two readers building at once write the same rows.
 */
export async function buildHomeFeed(
  db: Executor,
  viewerId: number,
  size = HOME_FEED_BUILD_SIZE,
): Promise<void> {
  await db.insert(homeFeeds).values({ userId: viewerId, floorId: NO_CURSOR }).onConflictDoNothing()
  const entries = await findFollowingCandidates(db, viewerId, size)
  const floor = entries.length < size ? 0 : (entries.at(-1)?.id ?? 0)
  await db.transaction(async (tx) => {
    if (entries.length > 0) {
      await tx
        .insert(homeFeedEntries)
        .values(entries.map((e) => ({ userId: viewerId, postId: e.id, authorId: e.authorId })))
        .onConflictDoNothing()
    }
    await tx
      .update(homeFeeds)
      .set({ floorId: floor, builtAt: new Date() })
      .where(and(eq(homeFeeds.userId, viewerId), eq(homeFeeds.floorId, NO_CURSOR)))
  })
}
