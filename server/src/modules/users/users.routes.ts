import { ChangePasswordRequest, Me, MessageBody } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { AppDeps } from '../../app.ts'
import { requireViewer } from '../../platform/auth.ts'
import { accountsContext, changePassword } from '../auth/auth.service.ts'
import { graphRoutes } from './users.graph.routes.ts'
import { profileRoutes } from './users.profile.routes.ts'
import { getMe } from './users.service.ts'

/** The signed-in user's own account; profiles and the follow graph in their own plugins. */
export function usersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const ctx = accountsContext(deps, app.log)
    const tags = ['users']

    // Unverified accounts read themselves too: the verification screen polls is_verified.
    app.get(
      '/users/me',
      { schema: { tags, response: { 200: Me } }, onRequest: app.authenticateAllowingUnverified },
      (req) => getMe(ctx.db, requireViewer(req).id),
    )

    app.put(
      '/users/me/change-password',
      {
        schema: { tags, body: ChangePasswordRequest, response: { 200: MessageBody } },
        onRequest: app.authenticate,
      },
      (req) => changePassword(ctx, requireViewer(req), req.body),
    )

    await app.register(profileRoutes(deps))
    await app.register(graphRoutes(deps))
  }
}
