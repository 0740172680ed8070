import { ActiveSessionList, MessageBody } from '@agora/contract'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireViewer } from '../../platform/auth.ts'
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
    const auth = { onRequest: app.authenticateAllowingUnverified }

    app.get('/auth/sessions', { ...auth, schema: { tags, response: { 200: ActiveSessionList } } }, (req) =>
      listSessions(ctx, requireViewer(req)),
    )

    app.delete(
      '/auth/sessions/:id',
      { ...auth, schema: { tags, params: IdParams, response: { 200: MessageBody } } },
      (req) => signOutSession(ctx, requireViewer(req), req.params.id),
    )

    app.post(
      '/auth/sessions/sign-out-others',
      { ...auth, schema: { tags, response: { 200: MessageBody } } },
      (req) => signOutOtherSessions(ctx, requireViewer(req)),
    )
  }
}
