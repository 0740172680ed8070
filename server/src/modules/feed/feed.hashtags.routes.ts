import { Hashtag, MEDIA_LIMITS, PostList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ServiceContext } from '../../platform/service-context.ts'
import { hashtagPosts, hashtagSummary, suggestHashtags, trendingHashtags } from './feed.hashtags.service.ts'

const Limit = (fallback: number) => z.coerce.number().int().min(1).max(100).default(fallback)

/**
 * Hashtag suggestions, trending tags, a tag with its count and its posts, under /feed as the client
 * calls them; the API document keeps them under the hashtags tag.
 */
export function hashtagRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['hashtags']
    const HashtagList = z.array(Hashtag)

    app.get(
      '/feed/hashtags',
      {
        schema: {
          tags,
          querystring: z.object({ q: z.string().max(101).default(''), limit: Limit(10) }),
          response: { 200: HashtagList },
        },
      },
      (req) => suggestHashtags(ctx, req.viewer, req.query),
    )

    app.get(
      '/feed/hashtags/trending',
      {
        schema: { tags, querystring: z.object({ limit: Limit(10) }), response: { 200: HashtagList } },
      },
      (req) => trendingHashtags(ctx, req.viewer, req.query),
    )

    app.get(
      '/feed/hashtags/:tag',
      {
        schema: { tags, params: z.object({ tag: z.string().min(1).max(101) }), response: { 200: Hashtag } },
      },
      (req) => hashtagSummary(ctx, req.viewer, req.params.tag),
    )

    app.get(
      '/feed/hashtags/:tag/posts',
      {
        schema: {
          tags,
          params: z.object({ tag: z.string().min(1).max(101) }),
          querystring: z.object({
            skip: z.coerce.number().int().min(0).max(100_000).default(0),
            limit: Limit(MEDIA_LIMITS.hashtagPageSize),
          }),
          response: { 200: PostList },
        },
      },
      (req) => hashtagPosts(ctx, req.viewer, req.params.tag, req.query),
    )
  }
}
