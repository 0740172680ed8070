import { Hashtag, limitQuery, MEDIA_LIMITS, PostList, pageQuery } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { ServiceContext } from '../../platform/service-context.ts'
import { hashtagPosts, hashtagSummary, suggestHashtags, trendingHashtags } from './feed.hashtags.service.ts'

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
          operationId: 'listHashtags',
          summary: 'List hashtags',
          tags,
          querystring: limitQuery({ limit: 10 }).extend({ q: z.string().max(101).default('') }),
          response: { 200: HashtagList },
        },
      },
      (req) => suggestHashtags(ctx, req.viewer, req.query),
    )

    app.get(
      '/feed/hashtags/trending',
      {
        schema: {
          operationId: 'listTrendingHashtags',
          summary: 'List the trending hashtags',
          tags,
          querystring: limitQuery({ limit: 10 }),
          response: { 200: HashtagList },
        },
      },
      (req) => trendingHashtags(ctx, req.viewer, req.query),
    )

    app.get(
      '/feed/hashtags/:tag',
      {
        schema: {
          operationId: 'getHashtag',
          summary: 'Get a hashtag',
          tags,
          params: z.object({ tag: z.string().min(1).max(101) }),
          response: { 200: Hashtag },
        },
      },
      (req) => hashtagSummary(ctx, req.viewer, req.params.tag),
    )

    app.get(
      '/feed/hashtags/:tag/posts',
      {
        schema: {
          operationId: 'listHashtagPosts',
          summary: 'List the posts with a hashtag',
          tags,
          params: z.object({ tag: z.string().min(1).max(101) }),
          querystring: pageQuery({ limit: MEDIA_LIMITS.hashtagPageSize, maxSkip: 100_000 }),
          response: { 200: PostList },
        },
      },
      (req) => hashtagPosts(ctx, req.viewer, req.params.tag, req.query),
    )
  }
}
