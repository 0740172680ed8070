import type { AppModule } from '../../platform/module.ts'
import { feedRoutes } from './feed.routes.ts'
import { trimAllHomeFeeds } from './home-feed.trim.ts'

/** How often built feeds are trimmed to their newest entries (one instance at a time, platform/jobs.ts). */
const TRIM_EVERY_MS = 60 * 60 * 1000

/**
 * The feed module's face (docs/modules.md): Home's Following and For You lists. It owns the built
 * Following feeds (home_feeds, home_feed_entries: db/schema/feed.ts) and reads posts only through the
 * posts module's face. Nothing of it is used by other modules yet.
 */
export const feedModule: AppModule = {
  name: 'feed',
  async register(api, ctx) {
    await api.register(feedRoutes(ctx))
    ctx.jobs.every('feed.trim-home-feeds', TRIM_EVERY_MS, async () => {
      await trimAllHomeFeeds(ctx.db)
    })
  },
}

// For the CLI's feed:rebuild.
export { countBuiltHomeFeeds, listBuiltHomeFeeds, rebuildHomeFeed } from './home-feed.rebuild.ts'
