import { asc, count, eq, gt } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { homeFeeds } from '../../db/schema/feed.ts'
import { buildHomeFeed, HOME_FEED_BUILD_SIZE } from './home-feed.repository.ts'

/**
 * Building the Following feeds again, for an operator (the CLI's feed:rebuild, docs/deploy.md): after
 * a bulk import that bypassed the triggers, or to repair feeds that drifted. A feed is dropped and
 * built from the live list as on its reader's first page; a reader who reads in between builds it
 * themself, which writes the same rows.
 */

/** How many feeds are built. */
export async function countBuiltHomeFeeds(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(homeFeeds)
  return row?.n ?? 0
}

/** The readers whose feed is built, after `afterUserId`, in id order. */
export async function listBuiltHomeFeeds(
  db: Executor,
  afterUserId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ userId: homeFeeds.userId })
    .from(homeFeeds)
    .where(gt(homeFeeds.userId, afterUserId))
    .orderBy(asc(homeFeeds.userId))
    .limit(limit)
  return rows.map((r) => r.userId)
}

/** Drops the reader's feed (built or not) and builds it again from the live list. */
export async function rebuildHomeFeed(
  db: Executor,
  userId: number,
  size = HOME_FEED_BUILD_SIZE,
): Promise<void> {
  await db.delete(homeFeeds).where(eq(homeFeeds.userId, userId))
  await buildHomeFeed(db, userId, size)
}
