import {
  CommunityMemberList,
  InvitationStatusResponse,
  InviteRequest,
  InviteResponse,
  JoinRequestList,
  JoinResponse,
  MemberRoleRequest,
  RespondRequest,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, RowId } from '../../platform/params.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { invite } from './communities.invites.service.ts'
import {
  allPendingRequests,
  cancelRequest,
  changeRole,
  invitationStatus,
  join,
  leave,
  members,
  pendingRequests,
  respond,
} from './communities.membership.service.ts'
import { Page } from './communities.routes.ts'

/** Joining and leaving: 60 a person per 10 minutes, so that a script cannot flood a community's staff. */
const joinThrottle: Throttle = {
  name: 'community-join:user',
  max: 60,
  windowMs: 10 * 60 * 1000,
  key: byViewer,
  code: 'too_many_toggles',
}

/** Membership (spec 001 section 7 "Communities"): status, join, cancel, leave, requests, roles. */
export function communityMembershipRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['communities']
    const noContent = { 204: z.null() }

    app.get(
      '/communities/debug/all-requests',
      {
        schema: {
          operationId: 'listAllJoinRequests',
          summary: 'List every pending request to join a community',
          tags,
          description: 'Site admins.',
          response: { 200: JoinRequestList },
        },
      },
      (req) => allPendingRequests(ctx, req.viewer),
    )

    app.get(
      '/communities/:id/invitations/status',
      {
        schema: {
          operationId: 'getMembershipStatus',
          summary: 'Get your membership status in a community',
          tags,
          params: IdParams,
          response: { 200: InvitationStatusResponse },
        },
      },
      async (req) => ({ status: await invitationStatus(ctx, req.viewer, req.params.id) }),
    )

    app.post(
      '/communities/:id/join',
      {
        config: { throttles: [joinThrottle] },
        schema: {
          operationId: 'joinCommunity',
          summary: 'Join a community or ask to join it',
          tags,
          params: IdParams,
          response: { 200: JoinResponse },
        },
      },
      (req) => join(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/communities/:id/invite',
      {
        schema: {
          operationId: 'inviteToCommunity',
          summary: 'Invite a person to a community',
          tags,
          description: 'Its staff invite a person; one who had asked is accepted at once.',
          params: IdParams,
          body: InviteRequest,
          response: { 200: InviteResponse },
        },
      },
      (req) => invite(ctx, req.viewer, req.params.id, req.body.user_id),
    )

    app.delete(
      '/communities/:id/invitations/cancel',
      {
        schema: {
          operationId: 'cancelJoinRequest',
          summary: 'Withdraw your request to join a community or decline its invitation',
          tags,
          params: IdParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        await cancelRequest(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.delete(
      '/communities/:id/leave',
      {
        config: { throttles: [joinThrottle] },
        schema: {
          operationId: 'leaveCommunity',
          summary: 'Leave a community',
          tags,
          params: IdParams,
          response: noContent,
        },
      },
      async (req, reply) => {
        await leave(ctx, req.viewer, req.params.id)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/communities/:id/members',
      {
        schema: {
          operationId: 'listCommunityMembers',
          summary: 'List the members of a community',
          tags,
          params: IdParams,
          querystring: Page(100, 1000),
          response: { 200: CommunityMemberList },
        },
      },
      (req) => members(ctx, req.viewer, req.params.id, req.query),
    )

    app.get(
      '/communities/:id/invitations',
      {
        schema: {
          operationId: 'listJoinRequests',
          summary: 'List the pending requests to join a community',
          tags,
          description: 'Its staff.',
          params: IdParams,
          response: { 200: JoinRequestList },
        },
      },
      (req) => pendingRequests(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/communities/:id/invitations/:requestId/respond',
      {
        schema: {
          operationId: 'respondToJoinRequest',
          summary: 'Accept or reject a request to join a community',
          tags,
          params: z.object({ id: RowId, requestId: RowId }),
          body: RespondRequest,
          response: noContent,
        },
      },
      async (req, reply) => {
        await respond(ctx, req.viewer, req.params.id, req.params.requestId, req.body.action)
        return reply.code(204).send(null)
      },
    )

    app.put(
      '/communities/:id/members/:userId/role',
      {
        schema: {
          operationId: 'setCommunityMemberRole',
          summary: "Change a member's role in a community",
          tags,
          description: 'The ComAdmin or a site admin; giving ComAdmin hands the role over.',
          params: z.object({ id: RowId, userId: RowId }),
          body: MemberRoleRequest,
          response: { 200: CommunityMemberList },
        },
      },
      (req) => changeRole(ctx, req.viewer, req.params.id, req.params.userId, req.body.role),
    )
  }
}
