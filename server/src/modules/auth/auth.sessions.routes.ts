import { ActiveSessionList, MessageBody } from '@agora/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { IdParams } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import {
  type ClientInfo,
  listSessions,
  signOutOtherSessions,
  signOutSession,
} from './auth.sessions.service.ts'

export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
})

/** The account's signed-in devices (Settings > Account > Active sessions). */
export function sessionRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['auth']
    // Unverified accounts too: whoever holds a session may see and end the others.

    app.get(
      '/auth/sessions',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'listSessions',
          summary: "List the account's active sessions",
          tags,
          response: { 200: ActiveSessionList },
        },
      },
      (req) => listSessions(ctx, req.viewer),
    )

    app.delete(
      '/auth/sessions/:id',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'revokeSession',
          summary: 'Sign out one session',
          tags,
          params: IdParams,
          response: { 200: MessageBody },
        },
      },
      (req) => signOutSession(ctx, req.viewer, req.params.id),
    )

    app.post(
      '/auth/sessions/sign-out-others',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'revokeOtherSessions',
          summary: 'Sign out every other session',
          tags,
          response: { 200: MessageBody },
        },
      },
      (req) => signOutOtherSessions(ctx, req.viewer),
    )
  }
}
