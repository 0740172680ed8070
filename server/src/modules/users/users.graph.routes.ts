import { FollowRequestList, FollowResult, MessageBody, PageQuery, UserSummaryList } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
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
    const message = { 200: MessageBody }

    for (const side of ['followers', 'following'] as const) {
      app.get(
        `/users/:id/${side}`,
        {
          schema: {
            operationId: `list${side === 'followers' ? 'Followers' : 'Following'}`,
            summary:
              side === 'followers' ? 'List the followers of a person' : 'List the people a person follows',
            tags,
            params: UserParams,
            querystring: PageQuery,
            response: { 200: UserSummaryList },
          },
        },
        (req) => listFollowGraph(ctx, req.viewer, req.params.id, side, req.query),
      )
    }

    app.get(
      '/users/me/follow-requests',
      {
        schema: {
          operationId: 'listFollowRequests',
          summary: 'List the follow requests you received',
          tags,
          querystring: PageQuery,
          response: { 200: FollowRequestList },
        },
      },
      (req) => listFollowRequests(ctx, req.viewer, 'incoming', req.query),
    )
    app.get(
      '/users/me/follow-requests/sent',
      {
        schema: {
          operationId: 'listSentFollowRequests',
          summary: 'List the follow requests you sent',
          tags,
          querystring: PageQuery,
          response: { 200: FollowRequestList },
        },
      },
      (req) => listFollowRequests(ctx, req.viewer, 'sent', req.query),
    )
    app.post(
      '/users/me/follow-requests/:id/approve',
      {
        schema: {
          operationId: 'approveFollowRequest',
          summary: 'Approve a follow request',
          tags,
          params: FollowRequestParams,
          response: message,
        },
      },
      (req) => answerFollowRequest(ctx, req.viewer, req.params.id, true),
    )
    app.delete(
      '/users/me/follow-requests/:id',
      {
        schema: {
          operationId: 'rejectFollowRequest',
          summary: 'Reject a follow request',
          tags,
          params: FollowRequestParams,
          response: message,
        },
      },
      (req) => answerFollowRequest(ctx, req.viewer, req.params.id, false),
    )

    app.post(
      '/users/:id/follow',
      {
        schema: {
          operationId: 'followUser',
          summary: 'Follow a person or ask to follow them',
          tags,
          description: '200 when the account is public (following), 202 when it is private (request sent).',
          params: UserParams,
          response: { 200: FollowResult, 202: FollowResult },
        },
      },
      async (req, reply) => {
        const result = await followUser(ctx, req.viewer, req.params.id)
        return reply.code(result.status === 'following' ? 200 : 202).send(result)
      },
    )
    app.delete(
      '/users/:id/follow',
      {
        schema: {
          operationId: 'unfollowUser',
          summary: 'Unfollow a person',
          tags,
          params: UserParams,
          response: message,
        },
      },
      (req) => unfollowUser(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/users/:id/block',
      {
        schema: {
          operationId: 'blockUser',
          summary: 'Block a person',
          tags,
          params: UserParams,
          response: message,
        },
      },
      (req) => blockUser(ctx, req.viewer, req.params.id),
    )
    app.delete(
      '/users/:id/block',
      {
        schema: {
          operationId: 'unblockUser',
          summary: 'Unblock a person',
          tags,
          params: UserParams,
          response: message,
        },
      },
      (req) => unblockUser(ctx, req.viewer, req.params.id),
    )
    app.get(
      '/users/me/blocked',
      {
        schema: {
          operationId: 'listBlockedUsers',
          summary: 'List the people you blocked',
          tags,
          querystring: PageQuery,
          response: { 200: UserSummaryList },
        },
      },
      (req) => listBlocked(ctx, req.viewer, req.query),
    )
  }
}
