import { and, asc, eq, gt, sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { homeFeedEntries, homeFeeds } from '../../db/schema/feed.ts'

/**
 * Built feeds grow with every post of every account followed; older pages come from the live query
 * anyway, so a feed keeps its newest entries only (Mastodon keeps 800 per home feed). A feed past
 * KEEP + SLACK entries has its floor raised to its KEEP-th newest entry and what lies below removed:
 * every entry at or above the new floor was already there, so the feed stays complete above it.
 */
export const HOME_FEED_KEEP = 800
const SLACK = 200

export interface TrimOptions {
  keep?: number
  slack?: number
  /** Feeds looked at per call, in user id order after `afterUserId`. */
  batch?: number
  afterUserId?: number
}

/** Trims one batch of feeds; answers how many were trimmed and where the next batch starts (null: done). */
export async function trimHomeFeeds(
  db: Executor,
  opts: TrimOptions = {},
): Promise<{ trimmed: number; next: number | null }> {
  const keep = opts.keep ?? HOME_FEED_KEEP
  const slack = opts.slack ?? SLACK
  const batch = opts.batch ?? 500
  const feeds = await db
    .select({ userId: homeFeeds.userId })
    .from(homeFeeds)
    .where(gt(homeFeeds.userId, opts.afterUserId ?? 0))
    .orderBy(asc(homeFeeds.userId))
    .limit(batch)
  let trimmed = 0
  for (const { userId } of feeds) {
    // An index-only probe: is there an entry past keep + slack?
    const [over] = await queryRows<{ post_id: number }>(
      db,
      sql`SELECT post_id FROM ${homeFeedEntries} WHERE user_id = ${userId}
        ORDER BY post_id DESC OFFSET ${keep + slack} LIMIT 1`,
    )
    if (!over) continue
    await db.transaction(async (tx) => {
      const [kept] = await queryRows<{ post_id: number }>(
        tx,
        sql`SELECT post_id FROM ${homeFeedEntries} WHERE user_id = ${userId}
          ORDER BY post_id DESC OFFSET ${keep - 1} LIMIT 1`,
      )
      if (!kept) return
      await tx
        .update(homeFeeds)
        .set({ floorId: sql`greatest(${homeFeeds.floorId}, ${kept.post_id})` })
        .where(eq(homeFeeds.userId, userId))
      await tx
        .delete(homeFeedEntries)
        .where(and(eq(homeFeedEntries.userId, userId), sql`${homeFeedEntries.postId} < ${kept.post_id}`))
    })
    trimmed += 1
  }
  const last = feeds.at(-1)
  return { trimmed, next: feeds.length === batch && last ? last.userId : null }
}

/** Sweeps every built feed, a batch at a time. */
export async function trimAllHomeFeeds(
  db: Executor,
  opts: Omit<TrimOptions, 'afterUserId'> = {},
): Promise<number> {
  let total = 0
  let after: number | null = 0
  while (after !== null) {
    const { trimmed, next }: { trimmed: number; next: number | null } = await trimHomeFeeds(db, {
      ...opts,
      afterUserId: after,
    })
    total += trimmed
    after = next
  }
  return total
}
