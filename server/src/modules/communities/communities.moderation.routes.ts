import {
  ApplicationListQuery,
  BanRequest,
  Community,
  CommunityApplication,
  CommunityApplicationInput,
  CommunityApplicationList,
  CommunityBanList,
  ModerationLog,
  ModerationReason,
  RejectApplicationRequest,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, RowId } from '../../platform/params.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { applications, apply, approve, myApplications, reject } from './communities.applications.service.ts'
import {
  ban,
  bans,
  moderationLog,
  removeMember,
  removePostFromCommunity,
  unban,
} from './communities.moderation.service.ts'
import { Page } from './communities.routes.ts'

/** The wizard: 5 applications a person per day. */
const applyThrottle: Throttle = {
  name: 'community-apply:user',
  max: 5,
  windowMs: 24 * 60 * 60 * 1000,
  key: byViewer,
  code: 'applying_too_fast',
}

/** Keeping order in a community, and the applications a site admin decides. */
export function communityModerationRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['communities']
    const admin = ['admin']
    const noContent = { 204: z.null() }

    app.delete(
      '/communities/:id/posts/:postId',
      {
        schema: {
          operationId: 'removeCommunityPost',
          summary: 'Remove a post from a community',
          tags,
          params: z.object({ id: RowId, postId: RowId }),
          body: ModerationReason,
          response: noContent,
        },
      },
      async (req, reply) => {
        await removePostFromCommunity(ctx, req.viewer, req.params.id, req.params.postId, req.body.reason)
        return reply.code(204).send(null)
      },
    )

    app.delete(
      '/communities/:id/members/:userId',
      {
        schema: {
          operationId: 'removeCommunityMember',
          summary: 'Remove a member from a community',
          tags,
          params: z.object({ id: RowId, userId: RowId }),
          body: ModerationReason,
          response: noContent,
        },
      },
      async (req, reply) => {
        await removeMember(ctx, req.viewer, req.params.id, req.params.userId, req.body.reason)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/communities/:id/bans',
      {
        schema: {
          operationId: 'listCommunityBans',
          summary: 'List the people banned from a community',
          tags,
          params: IdParams,
          response: { 200: CommunityBanList },
        },
      },
      (req) => bans(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/communities/:id/bans',
      {
        schema: {
          operationId: 'banFromCommunity',
          summary: 'Ban a person from a community',
          tags,
          params: IdParams,
          body: BanRequest,
          response: noContent,
        },
      },
      async (req, reply) => {
        await ban(ctx, req.viewer, req.params.id, req.body.user_id, req.body.reason)
        return reply.code(204).send(null)
      },
    )

    app.delete(
      '/communities/:id/bans/:userId',
      {
        schema: {
          operationId: 'unbanFromCommunity',
          summary: "Lift a person's ban from a community",
          tags,
          params: z.object({ id: RowId, userId: RowId }),
          response: noContent,
        },
      },
      async (req, reply) => {
        await unban(ctx, req.viewer, req.params.id, req.params.userId)
        return reply.code(204).send(null)
      },
    )

    app.get(
      '/communities/:id/moderation-log',
      {
        schema: {
          operationId: 'getCommunityModerationLog',
          summary: 'Get the moderation log of a community',
          tags,
          params: IdParams,
          querystring: Page(50),
          response: { 200: ModerationLog },
        },
      },
      (req) => moderationLog(ctx, req.viewer, req.params.id, req.query),
    )

    app.post(
      '/admin/community-requests',
      {
        config: { throttles: [applyThrottle] },
        schema: {
          operationId: 'applyForCommunity',
          summary: 'Apply to create a community',
          tags: admin,
          body: CommunityApplicationInput,
          response: { 201: CommunityApplication },
        },
      },
      async (req, reply) => reply.code(201).send(await apply(ctx, req.viewer, req.body)),
    )

    app.get(
      '/admin/community-requests',
      {
        schema: {
          operationId: 'listCommunityApplications',
          summary: 'List applications to create a community',
          tags: admin,
          querystring: ApplicationListQuery,
          response: { 200: CommunityApplicationList },
        },
      },
      (req) => applications(ctx, req.viewer, req.query),
    )

    app.get(
      '/users/me/community-requests',
      {
        schema: {
          operationId: 'listMyCommunityApplications',
          summary: 'List your applications to create a community',
          tags: admin,
          response: { 200: CommunityApplicationList },
        },
      },
      (req) => myApplications(ctx, req.viewer),
    )

    app.post(
      '/admin/community-requests/:id/approve',
      {
        schema: {
          operationId: 'approveCommunityApplication',
          summary: 'Approve an application and create its community',
          tags: admin,
          params: IdParams,
          response: { 200: Community },
        },
      },
      (req) => approve(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/admin/community-requests/:id/reject',
      {
        schema: {
          operationId: 'rejectCommunityApplication',
          summary: 'Reject an application to create a community',
          tags: admin,
          params: IdParams,
          body: RejectApplicationRequest,
          response: { 200: CommunityApplication },
        },
      },
      (req) => reject(ctx, req.viewer, req.params.id, req.body.reason),
    )
  }
}
