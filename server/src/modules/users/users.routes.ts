import { MyAccount, RoleChangeRequest } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { ServiceContext } from '../../platform/service-context.ts'
import { graphRoutes } from './users.graph.routes.ts'
import { memberDirectoryRoutes } from './users.members.routes.ts'
import { muteRoutes } from './users.mutes.routes.ts'
import { UserParams } from './users.params.ts'
import { profileRoutes } from './users.profile.routes.ts'
import { changeUserRole } from './users.roles.service.ts'
import { getMe } from './users.service.ts'

/**
 * The signed-in user's own account, site roles; profiles, the follow graph, mutes and a university's
 * members directory in their own plugins.
 */
export function usersRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['users']

    // Unverified accounts read themselves too: the verification screen polls is_verified.
    app.get(
      '/users/me',
      {
        config: { access: 'unverified' },
        schema: {
          operationId: 'getMe',
          summary: "Get the signed-in person's account",
          tags,
          response: { 200: MyAccount },
        },
      },
      (req) => getMe(ctx.db, req.viewer.id),
    )

    // Site roles: site admins only (403 admin_only for everyone else).
    app.put(
      '/admin/users/:id/role',
      {
        schema: {
          operationId: 'changeUserRole',
          summary: "Change a person's role (admins)",
          tags: ['admin'],
          params: UserParams,
          body: RoleChangeRequest,
          response: { 200: MyAccount },
        },
      },
      (req) => changeUserRole(ctx, req.viewer, req.params.id, req.body),
    )

    await app.register(profileRoutes(ctx))
    await app.register(graphRoutes(ctx))
    await app.register(muteRoutes(ctx))
    await app.register(memberDirectoryRoutes(ctx))
  }
}
