import { FollowRequestList, FollowResult, MessageBody, PageQuery, UserSummaryList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireViewer } from '../../platform/auth.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  answerFollowRequest,
  blockUser,
  followUser,
  listBlocked,
  listFollowGraph,
  listFollowRequests,
  unblockUser,
  unfollowUser,
} from './users.graph.service.ts'
import { FollowRequestParams, UserParams } from './users.params.ts'

/** Follows, follow requests and blocks (spec 001 section 7, Profile and follow). */
export function graphRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users']
    const auth = { onRequest: app.authenticate }
    const message = { 200: MessageBody }

    for (const side of ['followers', 'following'] as const) {
      app.get(
        `/users/:id/${side}`,
        {
          ...auth,
          schema: { tags, params: UserParams, querystring: PageQuery, response: { 200: UserSummaryList } },
        },
        (req) => listFollowGraph(ctx, requireViewer(req), req.params.id, side, req.query),
      )
    }

    app.get(
      '/users/me/follow-requests',
      { ...auth, schema: { tags, querystring: PageQuery, response: { 200: FollowRequestList } } },
      (req) => listFollowRequests(ctx, requireViewer(req), 'incoming', req.query),
    )
    app.get(
      '/users/me/follow-requests/sent',
      { ...auth, schema: { tags, querystring: PageQuery, response: { 200: FollowRequestList } } },
      (req) => listFollowRequests(ctx, requireViewer(req), 'sent', req.query),
    )
    app.post(
      '/users/me/follow-requests/:id/approve',
      { ...auth, schema: { tags, params: FollowRequestParams, response: message } },
      (req) => answerFollowRequest(ctx, requireViewer(req), req.params.id, true),
    )
    app.delete(
      '/users/me/follow-requests/:id',
      { ...auth, schema: { tags, params: FollowRequestParams, response: message } },
      (req) => answerFollowRequest(ctx, requireViewer(req), req.params.id, false),
    )

    app.post(
      '/users/:id/follow',
      {
        ...auth,
        schema: {
          tags,
          description: '200 when the account is public (following), 202 when it is private (request sent).',
          params: UserParams,
          response: { 200: FollowResult, 202: FollowResult },
        },
      },
      async (req, reply) => {
        const result = await followUser(ctx, requireViewer(req), req.params.id)
        return reply.code(result.status === 'following' ? 200 : 202).send(result)
      },
    )
    app.delete(
      '/users/:id/follow',
      { ...auth, schema: { tags, params: UserParams, response: message } },
      (req) => unfollowUser(ctx, requireViewer(req), req.params.id),
    )

    app.post(
      '/users/:id/block',
      { ...auth, schema: { tags, params: UserParams, response: message } },
      (req) => blockUser(ctx, requireViewer(req), req.params.id),
    )
    app.delete(
      '/users/:id/block',
      { ...auth, schema: { tags, params: UserParams, response: message } },
      (req) => unblockUser(ctx, requireViewer(req), req.params.id),
    )
    app.get(
      '/users/me/blocked',
      { ...auth, schema: { tags, querystring: PageQuery, response: { 200: UserSummaryList } } },
      (req) => listBlocked(ctx, requireViewer(req), req.query),
    )
  }
}
