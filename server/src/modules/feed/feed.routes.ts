import { FeedBatchResponse, FeedResponse, LIMITS } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ServiceContext } from '../../platform/service-context.ts'
import { getFeed, getFeedBatch } from './feed.service.ts'

const Limit = z.coerce.number().int().min(1).max(100).default(LIMITS.feedPageSize)
/** The opaque next_after of the previous page; empty means the first page. */
const After = z.string().max(8000).optional()

/** Home: the Following and For You lists (DESIGN.md section 5, Feed). */
export function feedRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['feed']

    app.get(
      '/feed',
      {
        schema: {
          operationId: 'getHomeFeed',
          summary: 'Get the For You and Following feeds',
          tags,
          querystring: z.object({
            limit: Limit,
            after: After,
            tab: z.enum(['for_you', 'following']).optional(),
          }),
          response: { 200: FeedResponse },
        },
      },
      (req) => getFeed(ctx, req.viewer, req.query),
    )

    app.get(
      '/feed/batch',
      {
        schema: {
          operationId: 'getForYouBatch',
          summary: 'Get a numbered batch of the For You feed',
          tags,
          querystring: z.object({ limit: Limit, after: After }),
          response: { 200: FeedBatchResponse },
        },
      },
      (req) => getFeedBatch(ctx, req.viewer, req.query),
    )
  }
}
