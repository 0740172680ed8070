import {
  AppealDecisionRequest,
  AppealRequest,
  CaseDecisionRequest,
  MODERATION_LIMITS,
  ModerationActionEntry,
  ModerationActionList,
  ModerationCaseList,
  ModerationLogQuery,
  ModerationQueueQuery,
  ReportCreated,
  ReportRequest,
  ReportTargetType,
  SuspensionAppealRequest,
  SuspensionLookup,
  SuspensionLookupRequest,
} from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { IdParams, RowId } from '../../platform/params.ts'
import { byViewer, type Throttle } from '../../platform/rate-limit.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { signInThrottles } from '../auth/index.ts'
import { appeal, decideAppeal, listLog, listMyActions } from './moderation.appeals.service.ts'
import { decideCase } from './moderation.cases.service.ts'
import { fileReport, listCases } from './moderation.reports.service.ts'
import { appealSuspension, getSuspension } from './moderation.suspension.service.ts'

/** Reports: 20 an hour per person (MODERATION_LIMITS), so that reporting cannot flood the queue. */
const reportThrottle: Throttle = {
  name: 'report:user',
  max: MODERATION_LIMITS.reportsPerHour,
  windowMs: 3600 * 1000,
  key: byViewer,
  code: 'too_many_reports',
}

const CaseParams = z.object({ target_type: ReportTargetType, target_id: RowId })

/** Reports, the moderation queue, decisions, the log and appeals (issue 16). */
export function moderationRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['moderation']

    app.post(
      '/reports',
      {
        config: { throttles: [reportThrottle] },
        schema: {
          operationId: 'createReport',
          summary: 'Report a post, person, community, event or message',
          tags,
          description:
            'Reports a post or comment, a person, a community, an event, an announcement or a chat message the viewer can see. The owner never learns who reported.',
          body: ReportRequest,
          response: { 201: ReportCreated },
        },
      },
      async (req, reply) => reply.code(201).send(await fileReport(ctx, req.viewer, req.body)),
    )
    app.get(
      '/moderation/cases',
      {
        schema: {
          operationId: 'listModerationCases',
          summary: 'List the moderation queue',
          tags,
          description:
            "Open reports grouped by target: the site's for site admins, a community's for its staff.",
          querystring: ModerationQueueQuery,
          response: { 200: ModerationCaseList },
        },
      },
      (req) => listCases(ctx, req.viewer, req.query.community_id),
    )
    app.post(
      '/moderation/cases/:target_type/:target_id',
      {
        schema: {
          operationId: 'decideModerationCase',
          summary: 'Decide the reports against one target',
          tags,
          description:
            'Decides a case: dismiss, remove, warn or suspend, with a reason; closes its open reports.',
          params: CaseParams,
          body: CaseDecisionRequest,
          response: { 200: ModerationActionEntry },
        },
      },
      (req) => decideCase(ctx, req.viewer, req.params.target_type, req.params.target_id, req.body),
    )
    app.get(
      '/moderation/actions/mine',
      {
        schema: {
          operationId: 'listMyModerationActions',
          summary: 'List the moderation actions taken against the viewer',
          tags,
          response: { 200: ModerationActionList },
        },
      },
      (req) => listMyActions(ctx, req.viewer),
    )
    app.post(
      '/moderation/actions/:id/appeal',
      {
        schema: {
          operationId: 'appealModerationAction',
          summary: 'Appeal a moderation action',
          tags,
          params: IdParams,
          body: AppealRequest,
          response: { 200: ModerationActionEntry },
        },
      },
      (req) => appeal(ctx, req.viewer, req.params.id, req.body),
    )
    app.post(
      '/moderation/actions/:id/appeal/decision',
      {
        schema: {
          operationId: 'decideAppeal',
          summary: 'Decide an appeal',
          tags,
          params: IdParams,
          body: AppealDecisionRequest,
          response: { 200: ModerationActionEntry },
        },
      },
      (req) => decideAppeal(ctx, req.viewer, req.params.id, req.body),
    )
    // No token: a suspended account cannot sign in. Its password, under sign-in's throttles, names it.
    const signIn = { config: { access: 'public' as const, throttles: signInThrottles(ctx) } }
    app.post(
      '/moderation/suspension',
      {
        ...signIn,
        schema: {
          operationId: 'lookUpSuspension',
          summary: 'Look up why an account is suspended',
          tags,
          description:
            "A suspended account's suspension (why and until when), with its username and password.",
          body: SuspensionLookupRequest,
          response: { 200: SuspensionLookup },
        },
      },
      (req) => getSuspension(ctx, req.body),
    )
    app.post(
      '/moderation/suspension/appeal',
      {
        ...signIn,
        schema: {
          operationId: 'appealSuspension',
          summary: 'Appeal a suspension',
          tags,
          body: SuspensionAppealRequest,
          response: { 200: ModerationActionEntry },
        },
      },
      (req) => appealSuspension(ctx, req.body),
    )
    app.get(
      '/moderation/log',
      {
        schema: {
          operationId: 'listModerationLog',
          summary: 'List the moderation log',
          tags,
          querystring: ModerationLogQuery,
          response: { 200: ModerationActionList },
        },
      },
      (req) => listLog(ctx, req.viewer, req.query),
    )
  }
}
