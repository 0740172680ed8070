import { searchGroups } from '../../platform/contributions/search-groups.ts'
import type { AppModule } from '../../platform/module.ts'
import { hashtagRoutes } from './feed.hashtags.routes.ts'
import { searchHashtags } from './feed.hashtags.service.ts'
import { feedRoutes } from './feed.routes.ts'
import { trimAllHomeFeeds } from './home-feed.trim.ts'

/** How often built feeds are trimmed to their newest entries (one instance at a time, platform/jobs.ts). */
const TRIM_EVERY_MS = 60 * 60 * 1000

/**
 * The feed module's face (docs/modules.md): Home's Following and For You lists, and the reads of posts
 * by hashtag (a tag's page, trending, the composer's suggestions, search's hashtag group). It owns the
 * built Following feeds (home_feeds, home_feed_entries: db/schema/feed.ts) and reads posts and tags
 * only through the posts and hashtags modules' faces.
 */
export const feedModule: AppModule = {
  name: 'feed',
  async register(api, ctx) {
    await api.register(feedRoutes(ctx))
    await api.register(hashtagRoutes(ctx))
    // What search gathers from every module: hashtags, matched on the folded term with its '#'.
    ctx.ports.contribute(searchGroups, 'hashtags', (ctx, viewer, q) =>
      searchHashtags(ctx, viewer, q.folded, q.page),
    )
    ctx.jobs.every('feed.trim-home-feeds', TRIM_EVERY_MS, async () => {
      await trimAllHomeFeeds(ctx.db)
    })
  },
}

// Hashtags as readers see them, for the search module (Explore's trending).
export { trendingAtUniversity, trendingHashtags } from './feed.hashtags.service.ts'
// For the CLI's feed:rebuild.
export { countBuiltHomeFeeds, listBuiltHomeFeeds, rebuildHomeFeed } from './home-feed.rebuild.ts'
