import { UniversityMemberList, UniversityMemberQuery } from '@agora/contract'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { RowId } from '../../platform/params.ts'
import type { ServiceContext } from '../../platform/service-context.ts'
import { listMemberDirectory } from './users.members.service.ts'

/**
 * A university's members with their affiliation (issue 17). The path is the university's, but the
 * answer is a people query over the users module's rows, so it lives here, where its tables are; it
 * stays under the universities tag of the API document.
 */
export function memberDirectoryRoutes(ctx: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/universities/:id/members',
      {
        schema: {
          operationId: 'listUniversityMembers',
          summary: 'List the members of a university',
          tags: ['universities'],
          description:
            "Site admins and this university's UniAdmins (403 cannot_manage_university otherwise). Live members (not suspended or deleted) by username, with their affiliation; the `x-total-count` header holds how many match in all.",
          params: z.object({ id: RowId }),
          querystring: UniversityMemberQuery,
          response: { 200: UniversityMemberList },
        },
      },
      async (req, reply) => {
        const { members, total } = await listMemberDirectory(ctx, req.viewer, req.params.id, req.query)
        reply.header('x-total-count', String(total))
        return members
      },
    )
  }
}
