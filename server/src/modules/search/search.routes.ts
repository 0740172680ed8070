import {
  DetailedSearchQuery,
  DetailedSearchResponse,
  ExploreTrending,
  limitQuery,
  PostList,
  QuickSearchResponse,
  SEARCH_LIMITS,
  SearchHistoryEntry,
  SearchHistoryList,
  SearchHistoryRequest,
  UserSummaryList,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams } from '../../platform/params.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { popularPosts } from '../posts/index.ts'
import { popularPeople } from '../users/index.ts'
import {
  addToHistory,
  clearHistory,
  detailedSearch,
  exploreTrending,
  listHistory,
  quickSearch,
  removeFromHistory,
} from './search.service.ts'

/** Searching, per person: the dropdown asks at most every 300 ms, so 120 a minute leaves room. */
const searchThrottle: Throttle = {
  name: 'search:user',
  max: 120,
  windowMs: 60_000,
  key: byViewer,
  code: 'rate_limited',
}

/** A term in the path: a longer one is cut to the term's length rather than refused. */
const TermParams = z.object({ term: z.string().max(SEARCH_LIMITS.termMaxLength * 4) })
const Limit = (fallback: number) => limitQuery({ limit: fallback, maxLimit: 50 })

/** The calls of spec 001 section 7 "Search", search history and Explore's trending tags. */
export function searchRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['search']
    const throttled = { config: { throttles: [searchThrottle] } }

    app.get(
      '/search/quick/:term',
      {
        ...throttled,
        schema: {
          operationId: 'quickSearch',
          summary: 'Search people, posts, communities and universities, a few of each',
          tags,
          params: TermParams,
          response: { 200: QuickSearchResponse },
        },
      },
      (req) => quickSearch(ctx, req.viewer, req.params.term),
    )

    app.get(
      '/search/detailed/:term',
      {
        ...throttled,
        schema: {
          operationId: 'detailedSearch',
          summary: 'Search one group in pages',
          tags,
          params: TermParams,
          querystring: DetailedSearchQuery,
          response: { 200: DetailedSearchResponse },
        },
      },
      (req) => detailedSearch(ctx, req.viewer, req.params.term, req.query),
    )

    app.get(
      '/search/popular/users',
      {
        schema: {
          operationId: 'listPopularUsers',
          summary: 'List popular people',
          tags,
          querystring: Limit(10),
          response: { 200: UserSummaryList },
        },
      },
      (req) => popularPeople(ctx, req.viewer, req.query.limit),
    )

    app.get(
      '/search/popular/posts',
      {
        schema: {
          operationId: 'listPopularPosts',
          summary: 'List popular posts',
          tags,
          querystring: Limit(5),
          response: { 200: PostList },
        },
      },
      (req) => popularPosts(ctx, req.viewer, req.query.limit),
    )

    app.get(
      '/search/trending',
      {
        schema: {
          operationId: 'getExploreTrending',
          summary: 'Get what is trending on the explore page',
          tags,
          response: { 200: ExploreTrending },
        },
      },
      (req) => exploreTrending(ctx, req.viewer),
    )

    app.get(
      '/search/history',
      {
        schema: {
          operationId: 'listSearchHistory',
          summary: "List the viewer's recent searches",
          tags,
          response: { 200: SearchHistoryList },
        },
      },
      (req) => listHistory(ctx, req.viewer),
    )

    app.post(
      '/search/history',
      {
        schema: {
          operationId: 'addSearchHistory',
          summary: 'Remember a search',
          tags,
          body: SearchHistoryRequest,
          response: { 201: SearchHistoryEntry },
        },
      },
      async (req, reply) => reply.code(201).send(await addToHistory(ctx, req.viewer, req.body.term)),
    )

    app.delete(
      '/search/history/:id',
      {
        schema: {
          operationId: 'deleteSearchHistoryEntry',
          summary: 'Forget one search',
          tags,
          params: IdParams,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await removeFromHistory(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.delete(
      '/search/history',
      {
        schema: {
          operationId: 'clearSearchHistory',
          summary: 'Forget every search',
          tags,
          response: { 204: z.null() },
        },
      },
      async (req, reply) => {
        await clearHistory(ctx, req.viewer)
        return reply.code(204).send(null)
      },
    )
  }
}
