import { FeedBatchResponse, FeedResponse, LIMITS } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { AppDeps } from '../../app.ts'
import { requireViewer } from '../../platform/auth.ts'
import { getFeed, getFeedBatch } from './feed.service.ts'
import { trimAllHomeFeeds } from './home-feed.trim.ts'

/** How often built feeds are trimmed to their newest entries; each instance sweeps, the work is idempotent. */
const TRIM_EVERY_MS = 60 * 60 * 1000

const Limit = z.coerce.number().int().min(1).max(100).default(LIMITS.feedPageSize)
/** The opaque next_after of the previous page; empty means the first page. */
const After = z.string().max(8000).optional()

/** Home: the Following and For You lists (DESIGN.md section 5, Feed). */
export function feedRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const db = deps.database.db
    const tags = ['feed']

    const sweep = setInterval(() => {
      trimAllHomeFeeds(db).catch((err) => app.log.error({ err }, 'trimming the built feeds failed'))
    }, TRIM_EVERY_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))

    app.get(
      '/feed',
      {
        schema: {
          tags,
          querystring: z.object({
            limit: Limit,
            after: After,
            tab: z.enum(['for_you', 'following']).optional(),
          }),
          response: { 200: FeedResponse },
        },
        onRequest: app.authenticate,
      },
      (req) => getFeed(db, requireViewer(req), req.query),
    )

    app.get(
      '/feed/batch',
      {
        schema: {
          tags,
          querystring: z.object({ limit: Limit, after: After }),
          response: { 200: FeedBatchResponse },
        },
        onRequest: app.authenticate,
      },
      (req) => getFeedBatch(db, requireViewer(req), req.query),
    )
  }
}
